// The studio under the bench: a long DJ mix uploaded (tus) and processed by the server's job queue, timed from
// the release's creation to ready; the bench runs its mixed load meanwhile, to see the site stay responsive.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const V2 = { 'x-api-key': 'mixtape-web' };
const ffmpeg = () => createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg').path;

/** A stereo FLAC of `minutes` (a tone over pink noise): lossless, so processing makes both renditions. */
export async function makeMix(file, minutes) {
  const seconds = minutes * 60;
  await promisify(execFile)(ffmpeg(), [
    '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `sine=frequency=220:duration=${seconds}:sample_rate=44100`,
    '-f', 'lavfi', '-i', `anoisesrc=d=${seconds}:c=pink:a=0.08:r=44100`,
    '-filter_complex', '[0][1]amix=inputs=2,aformat=channel_layouts=stereo', '-c:a', 'flac', file,
  ]);
  return fs.statSync(file).size;
}

async function json(res) {
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${body.message ?? ''}`);
  return body;
}

/** Signs up `email` (an admin by the server's ADMIN_EMAILS, so a creator) through the outbox: its access token. */
export async function creatorToken(base, email, devToolsKey) {
  await json(await fetch(`${base}/api/v2.0/signup/otp`, { method: 'POST', headers: V2, body: new URLSearchParams({ way: 'email', email }) }));
  const outbox = await json(await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: { 'x-dev-tools-key': devToolsKey } }));
  const code = /code is (\d{4})/.exec(outbox.data[0].text)[1];
  const { signup_token } = await json(await fetch(`${base}/api/v2.0/signup/verify`, { method: 'POST', headers: V2, body: new URLSearchParams({ way: 'email', email, code }) }));
  const signup = await json(
    await fetch(`${base}/api/v2.0/signup`, { method: 'POST', headers: V2, body: new URLSearchParams({ fullname: 'Bench Creator', username: 'benchcreator', password: 'measures-every-mix-42', signup_token }) }),
  );
  return signup.access_token;
}

/** Uploads `file` by the tus protocol in 16 MB parts: its upload id. */
async function upload(base, token, file) {
  const size = fs.statSync(file).size;
  const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${base}/api/v3/uploads`, { method: 'POST', headers: { ...headers, 'upload-length': String(size), 'upload-metadata': `filename ${Buffer.from('mix.flac').toString('base64')}` } });
  if (created.status !== 201) throw new Error(`upload: ${created.status}`);
  const url = new URL(created.headers.get('location'), base).toString();
  const fd = fs.openSync(file, 'r');
  const part = Buffer.alloc(16 * 1024 * 1024);
  try {
    for (let offset = 0; offset < size; ) {
      const read = fs.readSync(fd, part, 0, part.length, offset);
      const res = await fetch(url, { method: 'PATCH', headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: part.subarray(0, read) });
      if (!res.ok) throw new Error(`upload at ${offset}: ${res.status} ${await res.text()}`);
      offset += read;
    }
  } finally {
    fs.closeSync(fd);
  }
  return url.split('/').pop();
}

/** Uploads the mix, makes a release of it, and answers how long the server took to process it (seconds). */
export async function processMix(base, token, file) {
  const uploadId = await upload(base, token, file);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = Date.now();
  const { id } = await json(await fetch(`${base}/api/v3/studio/mixtapes`, { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Bench Mix', artist: 'Bench', tracks: [{ upload_id: uploadId }] }) }));
  for (;;) {
    const release = await json(await fetch(`${base}/api/v3/studio/mixtapes/${id}`, { headers: auth }));
    if (release.status === 'ready') return (Date.now() - started) / 1000;
    if (release.status === 'failed') throw new Error(`the mix failed: ${release.error}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
