/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { PICTURE_TOO_LARGE_NOTE, type Release, type Upload } from '@/lib/contracts/studio';
import { mediaToolPath } from '@/server/media/ffmpeg';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/member-tokens';
import { runSql } from '../helpers/members';

// A picture embedded in an upload costs the server no memory in proportion to its size: the file goes up through tus
// and is processed by this very process (the test server runs in it), while its memory is watched.

// A full collection on demand, for the measurements.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

let api: TestApi;
let creator: TestMember;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-pictures-'));

const PICTURE_BYTES = 100 * 1024 * 1024;
/**
 * What this process may grow by while it takes and processes the file: a fraction of the picture in what it holds
 * (it held the picture twice over before, +105 MB; 1-14 MB now), and, more loosely, in its resident memory, where
 * the allocator keeps some of the garbage the sockets leave and a busy test run adds its own (+173 MB before;
 * 28-37 MB now, measured alone).
 */
const MAX_HELD_GROWTH = 32 * 1024 * 1024;
const MAX_RSS_GROWTH = 96 * 1024 * 1024;
const MB = 1024 * 1024;

const call = <T = Record<string, unknown>>(p: string, init: Parameters<typeof httpCall>[1] = {}) =>
  httpCall<T>(`${api.url}/api/v3${p}`, { ...init, token: creator.token });
const tusHeaders = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${creator.token}`, 'tus-resumable': '1.0.0', ...extra });

const syncsafe = (n: number) => Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);

/** An ID3v2.3 frame's header. */
function frameHeader(id: string, size: number): Buffer {
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(size, 4);
  return header;
}

/**
 * An MP3 of a 5-second tone whose ID3 tag holds a title and a front cover of PICTURE_BYTES (a JPEG's first bytes,
 * then filler), written in pieces so that this process never holds it.
 */
function mp3WithHugePicture(file: string): number {
  const audio = path.join(work, 'tone.mp3');
  execFileSync(mediaToolPath('ffmpeg'), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=5', '-ac', '2', '-b:a', '192k', '-id3v2_version', '0', audio]);
  const title = Buffer.concat([Buffer.from([0]), Buffer.from('Heavy Picture', 'latin1')]);
  const pictureHead = Buffer.concat([Buffer.from([0]), Buffer.from('image/jpeg', 'latin1'), Buffer.from([0, 3, 0]), Buffer.from([0xff, 0xd8, 0xff, 0xe0])]);
  const pictureSize = pictureHead.length - 4 + PICTURE_BYTES;
  const frames = 10 + title.length + 10 + pictureSize;
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0]), syncsafe(frames), frameHeader('TIT2', title.length), title, frameHeader('APIC', pictureSize), pictureHead]));
    const filler = Buffer.alloc(MB, 0x11);
    for (let written = 4; written < PICTURE_BYTES; written += filler.length) fs.writeSync(fd, filler, 0, Math.min(filler.length, PICTURE_BYTES - written));
    fs.writeSync(fd, fs.readFileSync(audio));
  } finally {
    fs.closeSync(fd);
  }
  return fs.statSync(file).size;
}

/**
 * Uploads `file` through tus, its bytes streamed from disk in one PATCH: the answer of that PATCH. By http.request:
 * fetch would keep the bytes of a streamed body (in this process, beside the server's).
 */
async function uploadFile(file: string, filename: string, filetype: string): Promise<Upload> {
  const size = fs.statSync(file).size;
  const metadata = `filename ${Buffer.from(filename).toString('base64')},filetype ${Buffer.from(filetype).toString('base64')}`;
  const created = await fetch(`${api.url}/api/v3/uploads`, { method: 'POST', headers: tusHeaders({ 'upload-length': String(size), 'upload-metadata': metadata }) });
  expect(created.status).toBe(201);
  const url = new URL(created.headers.get('location')!, api.url);
  const headers = tusHeaders({ 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(size) });
  const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: 'PATCH', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
    fs.createReadStream(file).pipe(req);
  });
  expect(status).toBe(200);
  return JSON.parse(body) as Upload;
}

async function waitFor(id: number, until: (r: Release) => boolean): Promise<Release> {
  for (let i = 0; i < 240; i++) {
    const res = await call<Release>(`/studio/mixtapes/${id}`);
    if (until(res.body)) return res.body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`release ${id} never got there`);
}

beforeAll(async () => {
  api = await startTestApi({ jobs: true });
  creator = await createMember('heavyframes');
  await runSql(`update users set roles = '{creator}' where id = ${creator.id}`);
}, 60_000);

afterAll(async () => {
  await api.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

it('takes and processes an MP3 with a 100 MB picture in a bounded memory: a note, and a generated cover', async () => {
  const file = path.join(work, 'heavy.mp3');
  expect(mp3WithHugePicture(file)).toBeGreaterThan(PICTURE_BYTES);
  // A small file first, through the same path: what loads or grows once (modules, the database, the job queue)
  // does so before the measurements.
  const warmUp = await uploadFile(path.join(work, 'tone.mp3'), 'tone.mp3', 'audio/mpeg');
  const warm = await call<{ id: number }>('/studio/mixtapes', { json: { title: 'Warm Up', artist: 'Test Signal', tracks: [{ upload_id: warmUp.id }] } });
  expect((await waitFor(warm.body.id, (r) => r.status !== 'processing')).status).toBe('ready');

  // What the process holds (its heap and buffers), sampled after a full collection: garbage aside, which the bytes
  // passing through the sockets leave behind whatever the server does with them.
  const held = () => {
    gc();
    const { heapUsed, arrayBuffers, rss } = process.memoryUsage();
    return { held: heapUsed + arrayBuffers, rss };
  };
  const before = held();
  const peak = { ...before };
  // Every 250 ms, or less often when a collection takes long: late in a busy run a worker's heap is large, and
  // collecting it every 250 ms would leave the server in this process no time to work.
  let watch: NodeJS.Timeout;
  const sample = () => {
    const started = performance.now();
    const now = held();
    peak.held = Math.max(peak.held, now.held);
    peak.rss = Math.max(peak.rss, now.rss);
    watch = setTimeout(sample, Math.max(250, 4 * (performance.now() - started)));
  };
  watch = setTimeout(sample, 250);
  let release: Release;
  let uploaded: Upload;
  try {
    uploaded = await uploadFile(file, 'heavy.mp3', 'audio/mpeg');
    const created = await call<{ id: number }>('/studio/mixtapes', { json: { title: 'Heavy Frames', artist: 'Test Signal', tracks: [{ upload_id: uploaded.id }] } });
    expect(created.status).toBe(201);
    release = await waitFor(created.body.id, (r) => r.status !== 'processing');
  } finally {
    clearTimeout(watch);
  }
  expect(peak.held - before.held).toBeLessThan(MAX_HELD_GROWTH);
  expect(peak.rss - before.rss).toBeLessThan(MAX_RSS_GROWTH);

  // Its tags are read all the same; the picture is left unread, and its owner told so.
  expect(uploaded).toMatchObject({ status: 'complete', kind: 'audio', note: PICTURE_TOO_LARGE_NOTE });
  expect(uploaded.audio).toMatchObject({ title: 'Heavy Picture' });
  expect(uploaded.audio!.duration).toBeCloseTo(5, 0);
  expect(release.status).toBe('ready');
  expect(release.tracks[0].title).toBe('Heavy Picture');
  expect(release).toMatchObject({ cover: null, cover_note: PICTURE_TOO_LARGE_NOTE });
  // Listeners get the audio without the tag that holds the picture.
  expect(release.tracks[0].renditions.find((r) => r.quality === 'standard')!.bytes).toBeLessThan(MB);

  const published = await call<Release>(`/studio/mixtapes/${release.id}/publish`, { method: 'POST' });
  expect(published.body.status).toBe('published');
  const page = await call<{ cover: string }>('/mixtapes/find', { query: { slug: published.body.slug! } });
  expect(page.body.cover).toMatch(/\/covers\/.+\.svg$/);
  expect((await httpCall(`${api.url}${page.body.cover}`, { raw: true })).status).toBe(200);

  // A cover uploaded later takes the note's place.
  const png = path.join(work, 'cover.png');
  execFileSync(mediaToolPath('ffmpeg'), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=teal:s=64x64', '-frames:v', '1', png]);
  const cover = await uploadFile(png, 'cover.png', 'image/png');
  expect(cover.kind).toBe('image');
  const changed = await call<Release>(`/studio/mixtapes/${release.id}`, { method: 'PATCH', json: { cover_upload_id: cover.id } });
  expect(changed.status).toBe(200);
  expect(changed.body.cover).toMatch(/\.webp$/);
  expect(changed.body.cover_note).toBeNull();
}, 120_000);
