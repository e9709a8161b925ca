import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mediaToolPath } from '@/server/media/ffmpeg';
import { publishRelease, studioToken, uploadAudio } from '../helpers/e2e-studio';

// Two tracks continuous in the source play with no gap between them (see docs/product.md, Player and queue).
//
// The source: one 440 Hz tone of 12 s cut at a sample into two FLAC files, uploaded through the studio's API and
// published, so the server makes its own renditions of them (a 256 kbps MP3 each, whose LAME header names the
// encoder's delay and padding for the browser to trim). Nothing but the player stands between the two halves.
//
// The measure, in the page: an init script wraps AudioNode.connect, so every node the engine connects to the
// AudioContext's destination (each element's gain node) is also connected to an AudioWorklet that sees, sample by
// sample, exactly what goes to the speakers. Armed halfway through the first track and read once the second has played
// for a while, it reports the longest run of consecutive samples below -60 dBFS (a tone at this level crosses zero in
// at most one such sample) and how much sound it heard. The longest run is the silence the player inserted at the join.

const ffmpeg = mediaToolPath('ffmpeg');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gapless-e2e-'));
const RATE = 44_100;
const HALF_SECONDS = 6;
const TITLES = ['Seamless Part One', 'Seamless Part Two'];
/** The most silence a join may insert. */
const MAX_GAP_MS = 20;

/** Samples [from, to) of one continuous tone as a FLAC file: lossless, so the two halves meet exactly. */
function toneSlice(name: string, from: number, to: number, title: string): string {
  const file = path.join(work, name);
  execFileSync(ffmpeg, [
    '-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=${RATE}:duration=${2 * HALF_SECONDS}`,
    '-af', `atrim=start_sample=${from}:end_sample=${to},asetpts=PTS-STARTPTS`, '-ac', '2',
    '-metadata', `title=${title}`, '-metadata', 'artist=Gapless Tester', file,
  ]);
  return file;
}

test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Publishes the two halves as a release of the studio's account; its id, the mixtape's slug and the account's token. */
async function publishHalves(request: APIRequestContext): Promise<{ id: number; slug: string; token: string }> {
  const token = await studioToken(request);
  const cut = HALF_SECONDS * RATE;
  const files = [toneSlice('part-one.flac', 0, cut, TITLES[0]), toneSlice('part-two.flac', cut, 2 * cut, TITLES[1])];
  const uploads = [];
  for (const file of files) uploads.push(await uploadAudio(request, token, file, 'audio/flac'));
  const release = await publishRelease(request, token, { title: 'Seamless', artist: 'Gapless Tester', tracks: uploads.map((id) => ({ upload_id: id })) });
  return { ...release, token };
}

/** The probe the init script installs (see the top of this file). */
interface GapProbe {
  arm: () => void;
  report: () => Promise<{ longestSilenceMs: number; heardSeconds: number }>;
}

/** Runs in the page before its own scripts. */
function installGapProbe() {
  const PROCESSOR = `
    class GapProbe extends AudioWorkletProcessor {
      constructor() {
        super();
        this.armed = false;
        this.run = 0;
        this.longest = 0;
        this.heard = 0;
        this.port.onmessage = (event) => {
          if (event.data === 'arm') Object.assign(this, { armed: true, run: 0, longest: 0, heard: 0 });
          else this.port.postMessage({ longestSilenceMs: (1000 * this.longest) / sampleRate, heardSeconds: this.heard / sampleRate });
        };
      }
      process(inputs) {
        if (!this.armed) return true;
        const channels = inputs[0];
        const frames = channels.length ? channels[0].length : 128;
        for (let i = 0; i < frames; i += 1) {
          let loud = false;
          for (const channel of channels) if (Math.abs(channel[i]) >= 0.001) loud = true;
          if (loud) {
            this.heard += 1;
            this.run = 0;
          } else {
            this.run += 1;
            if (this.run > this.longest) this.longest = this.run;
          }
        }
        return true;
      }
    }
    registerProcessor('gap-probe', GapProbe);
  `;
  const original = AudioNode.prototype.connect;
  const connect = (from: AudioNode, to: AudioNode) => (original as (this: AudioNode, to: AudioNode) => AudioNode).call(from, to);
  const sources: AudioNode[] = [];
  let tap: AudioWorkletNode | null = null;
  let loading: Promise<void> | null = null;
  // The engine connects each element's gain node to the destination: each is also heard by the tap.
  AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (args[0] instanceof AudioDestinationNode && !(this instanceof AudioWorkletNode)) {
      sources.push(this);
      if (tap) connect(this, tap);
      const context = this.context as AudioContext;
      loading ??= context.audioWorklet.addModule(URL.createObjectURL(new Blob([PROCESSOR], { type: 'text/javascript' }))).then(() => {
        tap = new AudioWorkletNode(context, 'gap-probe');
        connect(tap, context.destination);
        for (const source of sources) connect(source, tap!);
      });
    }
    return result;
  } as typeof AudioNode.prototype.connect;
  const probe: GapProbe = {
    arm: () => tap?.port.postMessage('arm'),
    report: () =>
      new Promise((resolve) => {
        if (!tap) return resolve({ longestSilenceMs: Infinity, heardSeconds: 0 });
        tap.port.onmessage = (event) => resolve(event.data);
        tap.port.postMessage('report');
      }),
  };
  (window as unknown as { gapProbe: GapProbe }).gapProbe = probe;
}

const player = (page: Page) => page.getByRole('region', { name: 'Player' });
const audioTime = (page: Page) => page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')?.currentTime ?? 0);

// The probe's worklet module is a blob: URL, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

test('two tracks cut from one continuous tone play across the join with under 20 ms of silence', async ({ page, request }) => {
  test.setTimeout(180_000);
  const release = await publishHalves(request);
  const queue = (await (await request.get(`/api/v3/mixtapes/find?slug=${release.slug}`)).json()) as { tracks: { id: number; title: string }[] };
  expect(queue.tracks.map((t) => t.title)).toEqual(TITLES);
  // The standard rendition carries the encoder's delay and padding in its header (a Xing/Info frame with LAME's tag).
  const head = (await (await request.get(`/api/v3/tracks/${queue.tracks[0].id}/stream`, { headers: { range: 'bytes=0-8191' } })).body()).toString('latin1');
  expect(head).toMatch(/Info|Xing/);

  try {
    await page.addInitScript(installGapProbe);
    await page.goto(`/mixtape/${release.slug}`);
    await page.getByRole('button', { name: 'Play All' }).click();
    await expect(player(page).getByTestId('player-title')).toHaveText(TITLES[0]);
    // Halfway through the first track: well after the first sound, well before the join.
    await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(HALF_SECONDS / 2);
    await page.evaluate(() => (window as unknown as { gapProbe: GapProbe }).gapProbe.arm());
    await expect(player(page).getByTestId('player-title')).toHaveText(TITLES[1], { timeout: 15_000 });
    await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(2);
    const { longestSilenceMs, heardSeconds } = await page.evaluate(() => (window as unknown as { gapProbe: GapProbe }).gapProbe.report());
    // The tap heard the player through Web Audio on both sides of the join (about 3 s, then 2 s).
    expect(heardSeconds, 'the player was not heard through Web Audio').toBeGreaterThan(4);
    // The figure, for the notes and docs/performance.md.
    console.log(`gapless join: longest silence ${longestSilenceMs.toFixed(1)} ms over ${heardSeconds.toFixed(1)} s heard`);
    expect(longestSilenceMs).toBeLessThan(MAX_GAP_MS);
  } finally {
    // The catalog goes back as it was for the journeys after this one.
    await request.delete(`/api/v3/studio/mixtapes/${release.id}`, { headers: { authorization: `Bearer ${release.token}` } });
  }
});
