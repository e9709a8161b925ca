/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiError } from '@/lib/contracts/common';
import type { Release, Upload } from '@/lib/contracts/studio';
import { mediaToolPath } from '@/server/media/ffmpeg';
import { apiForSuite } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/member-tokens';
import { runSql } from '../helpers/members';
import { takeDown } from '../helpers/takedowns';

// A studio release taken down under a copyright notice: its owner's preview links, those handed out before the
// take-down and those the studio hands out after, answer 451 as its streams do.

const api = apiForSuite({ jobs: true, env: { ADMIN_EMAILS: 'chief@example.com' } });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-takedown-'));
let chief: TestMember;
let creator: TestMember;

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

beforeAll(async () => {
  [chief, creator] = await Promise.all([createMember('chief'), createMember('maker')]);
  await runSql(`update users set email = 'chief@example.com' where id = ${chief.id}`);
  await runSql(`update users set roles = '{creator}' where id = ${creator.id}`);
});

const call = <T = Record<string, unknown>>(p: string, init: Parameters<typeof httpCall>[1] = {}) => httpCall<T>(`${api.url}/api/v3${p}`, { token: creator.token, ...init });
const status = async (url: string) => (await httpCall(`${api.url}${url}`, { raw: true })).status;

/** A short tone as MP3, uploaded over tus: the finished upload. */
async function uploadTone(name: string, frequency: number): Promise<Upload> {
  const file = path.join(work, name);
  execFileSync(mediaToolPath('ffmpeg'), ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=3`, '-b:a', '128k', file]);
  const bytes = fs.readFileSync(file);
  const tus = { authorization: `Bearer ${creator.token}`, 'tus-resumable': '1.0.0' };
  const begun = await fetch(`${api.url}/api/v3/uploads`, { method: 'POST', headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': `filename ${Buffer.from(name).toString('base64')}` } });
  const url = new URL(begun.headers.get('location')!, api.url);
  const done = await fetch(url, { method: 'PATCH', headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) });
  expect(done.status).toBe(200);
  return (await done.json()) as Upload;
}

async function releaseWhen(id: number, ready: (release: Release) => boolean): Promise<Release> {
  for (let i = 0; i < 240; i++) {
    const { body } = await call<Release>(`/studio/mixtapes/${id}`);
    if (ready(body)) return body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`release ${id} was never ready`);
}

it("refuses a taken-down release's previews with 451, old links and new, as its streams", async () => {
  const [first, second] = [await uploadTone('one.mp3', 440), await uploadTone('two.mp3', 660)];
  const created = await call<{ id: number }>('/studio/mixtapes', { json: { title: 'Withdrawn Tones', artist: 'Test Signal', tracks: [{ upload_id: first.id }, { upload_id: second.id }] } });
  const ready = await releaseWhen(created.body.id, (r) => r.status === 'ready');
  const [one, two] = ready.tracks;
  expect([await status(one.preview), await status(one.waveform!)]).toEqual([200, 200]);
  const published = await call<Release>(`/studio/mixtapes/${ready.id}/publish`, { method: 'POST' });
  const mixtape = await call<{ id: number }>('/mixtapes/find', { query: { slug: published.body.slug! } });

  // One track taken down: its previews go, the other's play on.
  const trackNotice = await takeDown(api, chief, { track_ids: [two.id] });
  const gone = await httpCall<ApiError>(`${api.url}${two.preview}`);
  expect([gone.status, gone.body.reference]).toEqual([451, trackNotice]);
  expect(gone.body.message).toContain(trackNotice);
  expect([await status(two.waveform!), await status(one.preview)]).toEqual([451, 200]);

  // The whole release: the links handed out before, and those the studio hands out now.
  const notice = await takeDown(api, chief, { mixtape_id: mixtape.body.id });
  const now = (await call<Release>(`/studio/mixtapes/${ready.id}`)).body.tracks[0];
  for (const link of [one.preview, one.waveform!, now.preview, now.waveform!]) {
    const answer = await httpCall<ApiError>(`${api.url}${link}`);
    expect([link, answer.status, answer.body.reference]).toEqual([link, 451, notice]);
  }
  expect(await status(`/api/v3/tracks/${one.id}/stream`)).toBe(451);
});
