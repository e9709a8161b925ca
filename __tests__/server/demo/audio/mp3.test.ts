/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildId3Tag, id3TagLength } from '@/server/demo/audio/id3';
import { loadMusicMetadata } from '@/server/media/load-esm';
import { BITRATE_KBPS, encodeSong, splitFrames, synthesizeMany, synthesizeMp3, synthesizeTrack } from '@/server/demo/audio/mp3';
import { synthesizeAll } from '@/server/demo/audio/synth-pool';
import { composeSong } from '@/server/demo/audio/synth';

// These tests are about the synthesizer and its encoder: a test run's track cache (SEED_TRACK_CACHE) must not answer.
delete process.env.SEED_TRACK_CACHE;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp3-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('synthesizeTrack', () => {
  it('writes an MP3 that music-metadata reads with the right duration, bitrate and tags', async () => {
    const { parseFile } = await loadMusicMetadata();
    const tags = { title: 'Late Night in Bayview', artist: 'Lil Halo feat. Nia Vale', album: 'Neon Nights', track: 3, trackTotal: 9 };
    for (const [seed, seconds] of [[7, 24], [11, 41]]) {
      const file = path.join(dir, `${seed}.mp3`);
      const result = await synthesizeMp3(seed, seconds, tags);
      fs.writeFileSync(file, result.data);
      const { format, common } = await parseFile(file, { duration: true });
      expect(format.container).toBe('MPEG');
      expect(format.codec).toMatch(/MPEG 2 Layer 3|MP3/i);
      expect(Math.abs(format.duration! - seconds)).toBeLessThanOrEqual(1);
      expect(Math.abs(format.duration! - result.durationSeconds)).toBeLessThan(0.1);
      expect(format.bitrate).toBe(BITRATE_KBPS * 1000);
      expect(format.numberOfChannels).toBe(1);
      expect(common.title).toBe(tags.title);
      expect(common.artist).toBe(tags.artist);
      expect(common.album).toBe(tags.album);
      expect(common.track).toEqual({ no: 3, of: 9 });
    }
  });

  it('is deterministic per seed and different across seeds', async () => {
    const a = await synthesizeTrack(1, 8);
    expect((await synthesizeTrack(1, 8)).equals(a)).toBe(true);
    expect((await synthesizeTrack(2, 8)).equals(a)).toBe(false);
  });

  it('splices repeated bars into a stream nearly bit-identical to a one-pass encode', async () => {
    // Every frame is self-contained (the encoder runs without the bit reservoir) and each spliced run was encoded with
    // the same audio around its seams, so the decoder sees what a full encode would give: only the odd frame may differ.
    for (const seed of [3, 5, 8]) {
      const song = composeSong(seed, 45);
      const [spliced, whole] = await Promise.all([encodeSong(song), encodeSong(song, { reuse: false })]);
      // main_data_begin, the side information's first byte (mono, no CRC): 0 when a frame takes no bits from earlier ones.
      expect(spliced.frames.filter((f) => f[4] !== 0)).toHaveLength(0);
      expect(spliced.frames.length).toBe(whole.frames.length);
      expect(spliced.encodedFrames).toBeLessThan(whole.frames.length * 0.7);
      const differing = spliced.frames.filter((f, i) => !Buffer.from(f).equals(Buffer.from(whole.frames[i]))).length;
      expect(differing).toBeLessThanOrEqual(Math.ceil(whole.frames.length * 0.01));
    }
  });

  it('gives the same bytes alone, in one encoder with others, and through the pool', async () => {
    const jobs = [
      { seed: 21, seconds: 5, tags: { title: 'One' } },
      { seed: 22, seconds: 31, tags: { title: 'Two' } },
      { seed: 23, seconds: 3, tags: { title: 'Three' } },
    ];
    const alone = await Promise.all(jobs.map((job) => synthesizeTrack(job.seed, job.seconds, job.tags)));
    const batched = await synthesizeMany(jobs);
    const pooled: Buffer[] = [];
    await synthesizeAll(jobs, async (i, r) => void (pooled[i] = r.data), { concurrency: 2 });
    jobs.forEach((_, i) => {
      expect(batched[i].data.equals(alone[i])).toBe(true);
      expect(pooled[i].equals(alone[i])).toBe(true);
    });
  });

  it('keeps finished audio in SEED_TRACK_CACHE and takes it from there, tagged afresh', async () => {
    process.env.SEED_TRACK_CACHE = path.join(dir, 'cache');
    const cache = path.join(dir, 'cache', 'songs');
    try {
      const first = await synthesizeMp3(41, 4, { title: 'First' });
      const files = fs.readdirSync(cache);
      expect(files).toHaveLength(1);
      const frames = first.data.subarray(id3TagLength(first.data));
      expect(fs.readFileSync(path.join(cache, files[0])).equals(frames)).toBe(true);

      // What the cache holds is what comes back (here another seed's audio, to tell it from a fresh encode).
      const other = await synthesizeTrack(42, 4);
      fs.writeFileSync(path.join(cache, files[0]), other.subarray(id3TagLength(other)));
      const again = await synthesizeMp3(41, 4, { title: 'Again' });
      expect(again.data.subarray(id3TagLength(again.data)).equals(other.subarray(id3TagLength(other)))).toBe(true);
      const { parseBuffer } = await loadMusicMetadata();
      expect((await parseBuffer(again.data, 'audio/mpeg')).common.title).toBe('Again');
      expect(fs.readdirSync(cache)).toHaveLength(2); // seed 42's own, and nothing left half-written
    } finally {
      delete process.env.SEED_TRACK_CACHE;
    }
  });
});

describe('id3', () => {
  it('writes UTF-16 for text beyond Latin-1 and measures its own length', async () => {
    const { parseBuffer } = await loadMusicMetadata();
    const tag = buildId3Tag({ title: 'Sade — 夜', artist: 'Bri Vale', lengthMs: 1234 });
    const tagged = await synthesizeTrack(4, 3);
    const mp3 = Buffer.concat([tag, ...splitFrames(tagged.subarray(id3TagLength(tagged)))]);
    expect(id3TagLength(mp3)).toBe(tag.length);
    const { common } = await parseBuffer(mp3, 'audio/mpeg');
    expect(common.title).toBe('Sade — 夜');
    expect(common.artist).toBe('Bri Vale');
  });
});
