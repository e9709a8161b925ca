/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';

// Media in an S3-compatible bucket (MEDIA_STORAGE=s3), against a local S3 server (s3rver) started here: the seed
// writes there, streams redirect to short-lived signed URLs, or with MEDIA_PROXY=1 pass through the app.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> };

let api: TestApi;
let s3: InstanceType<typeof S3rver>;
let s3Dir = '';
let endpoint = '';

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mixtape-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'media' }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, { MEDIA_STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
  api = await startTestApi({ seed: { mixtapes: 2 } });
}, 120_000);

afterAll(async () => {
  await api.stop();
  await s3.close();
  for (const name of ['MEDIA_STORAGE', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MEDIA_PROXY']) delete process.env[name];
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

/** The stored object, read from the bucket directly. */
async function objectBytes(key: string): Promise<Buffer> {
  const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
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
  expect(location.startsWith(`${endpoint}/media/${track.key}?`)).toBe(true);
  expect(location).toMatch(/X-Amz-Signature=/);
  expect(res.headers.get('cache-control')).toBe('private, max-age=180');
  const range = await fetch(location, { headers: { range: 'bytes=100-5099' } });
  expect(range.status).toBe(206);
  expect(range.headers.get('content-type')).toBe('audio/mpeg');
  expect(Buffer.from(await range.arrayBuffer()).equals(stored.subarray(100, 5100))).toBe(true);
  // The page that plays it allows the bucket's origin for media.
  const csp = res.headers.get('content-security-policy')!;
  expect(csp).toMatch(new RegExp(`media-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
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
