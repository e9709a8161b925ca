/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Release } from '@/lib/contracts/studio';
import { mediaToolPath } from '@/server/media/ffmpeg';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/member-tokens';
import { runSql } from '../helpers/members';
import { startS3Server, type S3Server } from '../../scripts/cluster/s3-server';

// Media in an S3-compatible bucket (MEDIA_STORAGE=s3), against a local S3 server started here: the seed writes there,
// streams redirect to short-lived signed URLs, or with MEDIA_PROXY=1 pass through the app; a studio upload arrives
// there in parts, is processed from there and its renditions are stored there.

let api: TestApi;
let s3: S3Server;
let s3Dir = '';
let creator: TestMember;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-s3-'));
  s3 = await startS3Server(s3Dir);
  Object.assign(process.env, s3.env);
  api = await startTestApi({ seed: { mixtapes: 2 }, jobs: true });
  creator = await createMember('bucketmaker');
  await runSql(`update users set roles = '{creator}' where id = ${creator.id}`);
}, 120_000);

afterAll(async () => {
  await api.stop();
  await s3.close();
  for (const name of [...Object.keys(s3.env), 'MEDIA_PROXY']) delete process.env[name];
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

/** The stored object, read from the bucket directly. */
async function objectBytes(key: string): Promise<Buffer> {
  const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const object = await client.send(new GetObjectCommand({ Bucket: 'media', Key: key }));
  const bytes = Buffer.from(await object.Body!.transformToByteArray());
  client.destroy();
  return bytes;
}

async function firstTrack(): Promise<{ id: number; key: string }> {
  const { body } = await httpCall<{ id: number }[]>(`${api.url}/api/v3/mixtapes/1/queue`);
  const [{ getDb }, { tracks }, { eq }] = await Promise.all([import('@/server/db/client'), import('@/server/db/schema'), import('drizzle-orm')]);
  const [row] = await (await getDb()).select({ key: tracks.mediaKey }).from(tracks).where(eq(tracks.id, body[0].id));
  return { id: body[0].id, key: row.key };
}

it('is ready when the bucket answers', async () => {
  const res = await httpCall(`${api.url}/api/ready`);
  expect(res.body).toMatchObject({ status: 'ready', checks: { media: { ok: true } } });
});

it('redirects a stream to a signed URL of the bucket, which serves a range byte for byte', async () => {
  const track = await firstTrack();
  const stored = await objectBytes(track.key);
  const res = await fetch(`${api.url}/api/v3/tracks/${track.id}/stream`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = res.headers.get('location')!;
  expect(location.startsWith(`${s3.endpoint}/media/${track.key}?`)).toBe(true);
  expect(location).toMatch(/X-Amz-Signature=/);
  expect(res.headers.get('cache-control')).toBe('private, max-age=180');
  const range = await fetch(location, { headers: { range: 'bytes=100-5099' } });
  expect(range.status).toBe(206);
  expect(range.headers.get('content-type')).toBe('audio/mpeg');
  expect(Buffer.from(await range.arrayBuffer()).equals(stored.subarray(100, 5100))).toBe(true);
  // The page that plays it allows the bucket's origin for media.
  const csp = res.headers.get('content-security-policy')!;
  expect(csp).toMatch(new RegExp(`media-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
});

it('with MEDIA_PROXY=1 streams the range itself, byte for byte', async () => {
  process.env.MEDIA_PROXY = '1';
  try {
    const track = await firstTrack();
    const stored = await objectBytes(track.key);
    const res = await httpCall(`${api.url}/api/v3/tracks/${track.id}/stream`, { raw: true, headers: { range: 'bytes=100-300099' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-${Math.min(300_099, stored.length - 1)}/${stored.length}`);
    expect(res.bytes.equals(stored.subarray(100, 300_100))).toBe(true);
  } finally {
    delete process.env.MEDIA_PROXY;
  }
});

it('answers 404 for a media key the bucket does not hold, without signing anything', async () => {
  const res = await fetch(`${api.url}/api/v3/media/covers/nothing-here.png`, { redirect: 'manual' });
  expect(res.status).toBe(404);
  expect(res.headers.get('location')).toBeNull();
});

describe('a studio upload into the bucket', () => {
  const tus = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${creator.token}`, 'tus-resumable': '1.0.0', ...extra });
  const patch = (url: string, offset: number, bytes: Buffer) =>
    fetch(url, { method: 'PATCH', headers: tus({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }), body: new Uint8Array(bytes) });

  it('arrives in parts, resumes after a cut, is processed from the bucket and published with its renditions there', async () => {
    const file = path.join(s3Dir, 'tone.mp3');
    execFileSync(mediaToolPath('ffmpeg'), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=4', '-ac', '2', '-b:a', '192k', file]);
    const bytes = fs.readFileSync(file);
    const created = await fetch(`${api.url}/api/v3/uploads`, {
      method: 'POST',
      headers: tus({ 'upload-length': String(bytes.length), 'upload-metadata': `filename ${Buffer.from('tone.mp3').toString('base64')}` }),
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, api.url).toString();
    const uploadId = url.split('/').pop()!;

    // A first half, then the connection is gone: the bucket holds the part so far, and HEAD says where to go on.
    const half = Math.floor(bytes.length / 2);
    expect((await patch(url, 0, bytes.subarray(0, half))).status).toBe(204);
    const head = await fetch(url, { method: 'HEAD', headers: tus() });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const done = await patch(url, half, bytes.subarray(half));
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'complete', kind: 'audio', filename: 'tone.mp3' });
    expect((await objectBytes(`uploads/${uploadId}`)).equals(bytes)).toBe(true);

    const made = await httpCall<{ id: number }>(`${api.url}/api/v3/studio/mixtapes`, { json: { title: 'From The Bucket', artist: 'Bucket Maker', tracks: [{ upload_id: uploadId }] }, token: creator.token });
    expect(made.status).toBe(201);
    let release: Release | undefined;
    for (let i = 0; i < 120 && release?.status !== 'ready'; i++) {
      if (i) await new Promise((r) => setTimeout(r, 250));
      release = (await httpCall<Release>(`${api.url}/api/v3/studio/mixtapes/${made.body.id}`, { token: creator.token })).body;
    }
    expect(release!.status).toBe('ready');
    const [track] = release!.tracks;
    expect(track.renditions.map((r) => r.quality).sort()).toEqual(['data_saver', 'original', 'standard']);
    expect((await httpCall(`${api.url}/api/v3/studio/mixtapes/${made.body.id}/publish`, { method: 'POST', token: creator.token })).body.status).toBe('published');

    // Its data-saver stream is an object of the bucket, signed, in AAC.
    const stream = await fetch(`${api.url}/api/v3/tracks/${track.id}/stream?quality=data_saver`, { redirect: 'manual' });
    expect(stream.status).toBe(302);
    const location = stream.headers.get('location')!;
    expect(location.startsWith(`${s3.endpoint}/media/renditions/`)).toBe(true);
    const aac = await fetch(location);
    expect(aac.headers.get('content-type')).toBe('audio/mp4');
    expect(Buffer.from(await aac.arrayBuffer()).subarray(4, 8).toString('latin1')).toBe('ftyp');
  });

  it('abandons an unfinished upload, parts and all', async () => {
    const created = await fetch(`${api.url}/api/v3/uploads`, {
      method: 'POST',
      headers: tus({ 'upload-length': '100000', 'upload-metadata': `filename ${Buffer.from('gone.mp3').toString('base64')}` }),
    });
    const url = new URL(created.headers.get('location')!, api.url).toString();
    expect((await patch(url, 0, Buffer.alloc(30_000, 1))).status).toBe(204);
    expect((await fetch(url, { method: 'DELETE', headers: tus() })).status).toBe(204);
    expect((await fetch(url, { method: 'HEAD', headers: tus() })).status).toBe(404);
  });
});
