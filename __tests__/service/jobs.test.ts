/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ProductionServer } from './production-server';

// The job queue as it runs in production: a `kill -9` while a track is processed, then a restart, which takes the
// dropped job back at once and finishes the release once (on PGlite, or PostgreSQL with DATABASE_URL).

const DEV_TOOLS_KEY = 'service-jobs-dev-tools-key-0123456789';
const EMAIL = 'maker@example.com';
const server = new ProductionServer(1, () => ({ DEV_OUTBOX: '1', DEV_TOOLS_KEY, ADMIN_EMAILS: EMAIL }));
const V2 = { 'x-api-key': 'mixtape-web' };
let token = '';

beforeAll(async () => {
  await server.prepare();
  await server.start();
  // An admin (ADMIN_EMAILS), so a creator too.
  await server.request('POST', '/api/v2.0/signup/otp', { form: { way: 'email', email: EMAIL }, headers: V2 });
  const outbox = await server.request('GET', `/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`, { headers: { 'x-dev-tools-key': DEV_TOOLS_KEY } });
  const code = /code is (\d{4})/.exec((outbox.body.data as { text: string }[])[0].text)![1];
  const verified = await server.request('POST', '/api/v2.0/signup/verify', { form: { way: 'email', email: EMAIL, code }, headers: V2 });
  const signup = await server.request('POST', '/api/v2.0/signup', {
    form: { fullname: 'Mix Maker', username: 'mixmaker', password: 'long-mixes-survive-crashes', signup_token: verified.body.signup_token as string },
    headers: V2,
  });
  token = signup.body.access_token as string;
}, 240_000);
afterAll(() => server.dispose());

const auth = () => ({ authorization: `Bearer ${token}` });

async function release(id: number) {
  return (await server.request('GET', `/api/v3/studio/mixtapes/${id}`, { headers: auth() })).body as { status: string; tracks: { status: string; renditions: unknown[] }[] };
}

it('finishes a release once after a kill -9 during processing', async () => {
  // Two minutes of stereo FLAC: an MP3 and an AAC to make, long enough to be caught in the middle.
  const file = path.join(server.dataDir, 'long.flac');
  const ffmpeg = execFileSync(process.execPath, ['-p', "require('@ffmpeg-installer/ffmpeg').path"]).toString().trim();
  execFileSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'anoisesrc=d=120:c=pink:a=0.2', '-ac', '2', file]);
  const bytes = fs.readFileSync(file);
  const created = await fetch(`${server.base}/api/v3/uploads`, {
    method: 'POST',
    headers: { ...auth(), 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': `filename ${Buffer.from('long.flac').toString('base64')}` },
  });
  expect(created.status).toBe(201);
  const url = new URL(created.headers.get('location')!, server.base).toString();
  const done = await fetch(url, { method: 'PATCH', headers: { ...auth(), 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) });
  expect(done.status).toBe(200);
  const uploadId = url.split('/').pop()!;
  const made = await server.request('POST', '/api/v3/studio/mixtapes', { json: { title: 'Crash Proof', artist: 'Mix Maker', tracks: [{ upload_id: uploadId }] }, headers: auth() });
  expect(made.status).toBe(201);
  const id = made.body.id as number;

  for (let i = 0; i < 200 && (await release(id)).tracks[0].status !== 'processing'; i++) await new Promise((r) => setTimeout(r, 50));
  expect((await release(id)).tracks[0].status).toBe('processing');
  await server.kill();

  await server.start();
  let after = await release(id);
  for (let i = 0; i < 240 && after.status === 'processing'; i++) {
    await new Promise((r) => setTimeout(r, 250));
    after = await release(id);
  }
  expect(after.status).toBe('ready');
  expect(after.tracks[0].renditions).toHaveLength(3);
  // Taken back at the restart, not when the job would have expired.
  expect(server.logs).toMatch(/retrying the tracks a stopped process was working on/);
  const published = await server.request('POST', `/api/v3/studio/mixtapes/${id}/publish`, { headers: auth() });
  expect(published.body.status).toBe('published');
  const list = await server.request('GET', '/api/v3/mixtapes?take=50');
  expect((list.body.data as { title: string }[]).filter((m) => m.title === 'Crash Proof')).toHaveLength(1);
}, 240_000);
