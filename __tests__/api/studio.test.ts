/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Release, Upload } from '@/lib/contracts/studio';
import { mediaToolPath } from '@/server/media/ffmpeg';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall, type HttpInit } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/member-tokens';
import { runSql } from '../helpers/members';

// The studio over HTTP: roles, resumable uploads (tus), processing on the job queue, publishing.

const ffmpeg = mediaToolPath('ffmpeg');
const ffprobe = mediaToolPath('ffprobe');

let api: TestApi;
let admin: TestMember;
let creator: TestMember;
let other: TestMember;
let member: TestMember;
let newbie: TestMember;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));

const call = <T = Record<string, unknown>>(p: string, init: HttpInit & { as?: TestMember } = {}) =>
  httpCall<T>(`${api.url}/api/v3${p}`, { ...init, token: init.as?.token ?? init.token });

/** A tone of `seconds` at `volume` dB, as MP3 (or another format by its extension). */
function tone(name: string, seconds: number, volume: number, frequency = 440): Buffer {
  const file = path.join(work, name);
  execFileSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}:sample_rate=44100`, '-af', `volume=${volume}dB`, '-ac', '2', ...(name.endsWith('.mp3') ? ['-b:a', '192k'] : []), file]);
  return fs.readFileSync(file);
}

/** Integrated loudness as ffmpeg's own ebur128 filter measures it. */
function measuredLufs(file: string): number {
  const log = spawnSync(ffmpeg, ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=framelog=40', '-f', 'null', '-'], { encoding: 'utf8' }).stderr;
  return Number(/I:\s+(-?[\d.]+) LUFS/.exec(log.slice(log.lastIndexOf('Summary:')))![1]);
}

const tusHeaders = (as: TestMember, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${as.token}`, 'tus-resumable': '1.0.0', ...extra });
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Begins a tus upload: its URL. */
async function begin(as: TestMember, filename: string, size: number, filetype = 'audio/mpeg'): Promise<Response> {
  return fetch(`${api.url}/api/v3/uploads`, {
    method: 'POST',
    headers: tusHeaders(as, { 'upload-length': String(size), 'upload-metadata': `filename ${b64(filename)},filetype ${b64(filetype)}` }),
  });
}

const patch = (url: string, as: TestMember, offset: number, bytes: Buffer) =>
  fetch(url, { method: 'PATCH', headers: tusHeaders(as, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }), body: new Uint8Array(bytes) });

/** Uploads a whole file in one PATCH: the answer of that last PATCH. */
async function upload(as: TestMember, filename: string, bytes: Buffer): Promise<{ status: number; body: Upload & { message?: string; upload?: Upload } }> {
  const created = await begin(as, filename, bytes.length);
  expect(created.status).toBe(201);
  const url = new URL(created.headers.get('location')!, api.url).toString();
  const done = await patch(url, as, 0, bytes);
  return { status: done.status, body: await done.json() };
}

async function waitFor(id: number, as: TestMember, until: (r: Release) => boolean): Promise<Release> {
  for (let i = 0; i < 240; i++) {
    const res = await call<Release>(`/studio/mixtapes/${id}`, { as });
    if (until(res.body)) return res.body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`release ${id} never got there`);
}

beforeAll(async () => {
  api = await startTestApi({ jobs: true, env: { ADMIN_EMAILS: 'Boss@Example.com, other-admin@example.com' } });
  // The admin's session began with a two-factor code, as the console asks.
  [admin, creator, other, member, newbie] = await Promise.all(['boss', 'djmaker', 'otherdj', 'listener', 'newbie'].map((name) => createMember(name, name === 'boss' ? 'two-factor' : 'password')));
  // An admin by ADMIN_EMAILS, with the two-factor codes the console asks of it.
  await runSql(`update users set email = 'boss@example.com', two_factor_enabled = true where id = ${admin.id}`);
  await runSql(`update users set roles = '{creator}' where id in (${creator.id}, ${other.id})`);
}, 60_000);

afterAll(async () => {
  await api.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('roles', () => {
  it('lets the studio in creators only: 401 for guests, 403 for members', async () => {
    expect((await call('/studio/mixtapes')).status).toBe(401);
    const refused = await call('/studio/mixtapes', { as: member });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/creators/);
    expect((await begin(member, 'a.mp3', 10)).status).toBe(403);
  });

  it('makes ADMIN_EMAILS admins, who grant and remove roles; /users/me carries them', async () => {
    expect((await call('/users/me', { as: admin })).body.roles).toEqual(['member', 'creator', 'moderator', 'admin']);
    expect((await call('/users/me', { as: newbie })).body.roles).toEqual(['member']);
    expect((await call(`/admin/users/${newbie.id}/roles`, { json: { role: 'creator', grant: true }, as: member })).status).toBe(403);
    const granted = await call(`/admin/users/${newbie.id}/roles`, { json: { role: 'creator', grant: true }, as: admin });
    expect(granted.status).toBe(200);
    expect(granted.body.item).toMatchObject({ id: newbie.id, username: 'newbie', roles: ['member', 'creator'] });
    expect((await call('/users/me', { as: newbie })).body.roles).toEqual(['member', 'creator']);
    expect((await call('/studio/mixtapes', { as: newbie })).body).toEqual({ items: [] });
    // Granting twice changes nothing; a role that is not one is a 400.
    expect((await call(`/admin/users/${newbie.id}/roles`, { json: { role: 'creator', grant: true }, as: admin })).body).toMatchObject({ changed: false, item: { roles: ['member', 'creator'] } });
    expect((await call(`/admin/users/${newbie.id}/roles`, { json: { role: 'king', grant: true }, as: admin })).status).toBe(400);
    expect((await call(`/admin/users/999999/roles`, { json: { role: 'creator', grant: true }, as: admin })).status).toBe(404);
    const removed = await call(`/admin/users/${member.id}/roles`, { json: { role: 'creator', grant: false }, as: admin });
    expect(removed.body).toMatchObject({ changed: false, item: { roles: ["member"] } });
  });
});

describe('uploads (tus)', () => {
  it('resumes after a cut connection: HEAD says where, PATCH goes on from there', async () => {
    const bytes = tone('resume.mp3', 3, -20);
    const created = await begin(creator, 'resume.mp3', bytes.length);
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, api.url).toString();
    const half = Math.floor(bytes.length / 2);
    expect((await patch(url, creator, 0, bytes.subarray(0, half))).status).toBe(204);
    const head = await fetch(url, { method: 'HEAD', headers: tusHeaders(creator) });
    expect(head.headers.get('upload-offset')).toBe(String(half));
    // Another creator cannot see or touch it; a wrong offset is refused.
    expect((await fetch(url, { method: 'HEAD', headers: tusHeaders(other) })).status).toBe(404);
    expect((await patch(url, creator, 1, bytes.subarray(1))).status).toBe(409);
    const done = await patch(url, creator, half, bytes.subarray(half));
    expect(done.status).toBe(200);
    const answer = (await done.json()) as Upload;
    expect(answer).toMatchObject({ status: 'complete', kind: 'audio', filename: 'resume.mp3' });
    expect(answer.audio!.duration).toBeCloseTo(3, 0);
  });

  it('judges a file by its bytes: a text file named .mp3 is refused with its name', async () => {
    const res = await upload(creator, 'notes.mp3', Buffer.from('these are my liner notes, not audio\n'.repeat(40)));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('notes.mp3: This file is not audio we can read.');
  });

  it('deletes uploads abandoned for a week', async () => {
    const created = await begin(creator, 'abandoned.mp3', 1000);
    const url = new URL(created.headers.get('location')!, api.url).toString();
    expect((await patch(url, creator, 0, Buffer.alloc(100))).status).toBe(204);
    const id = url.split('/').pop()!;
    const { sweepUploads } = await import('@/server/studio/uploads');
    expect(await sweepUploads()).toBe(0);
    await runSql(`update uploads set created_at = now() - interval '8 days' where id = '${id}'`);
    expect(await sweepUploads()).toBe(1);
    expect(fs.existsSync(path.join(api.dataDir, 'media', 'uploads', id))).toBe(false);
    expect((await fetch(url, { method: 'HEAD', headers: tusHeaders(creator) })).status).toBe(404);
  });

  it('refuses an upload over UPLOAD_MAX_BYTES before a byte is sent', async () => {
    expect((await begin(creator, 'huge.wav', 2 * 1024 ** 3)).status).toBe(413);
  });
});

describe('releases', () => {
  let release: Release;

  it('processes a release on the job queue: loudness, renditions and waveform', async () => {
    const quiet = await upload(creator, '01 - Quiet Tone.mp3', tone('quiet.mp3', 6, -30));
    const loud = await upload(creator, '02 - Loud Tone.flac', tone('loud.flac', 5, -6, 880));
    expect([quiet.status, loud.status]).toEqual([200, 200]);
    const created = await call<{ id: number; status: string }>('/studio/mixtapes', {
      json: { title: 'Tones Vol. 1', artist: 'Test Signal', tracks: [{ upload_id: quiet.body.id }, { upload_id: loud.body.id, title: 'Loud One' }] },
      as: creator,
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('processing');
    // Another creator's release does not exist for them.
    expect((await call(`/studio/mixtapes/${created.body.id}`, { as: other })).status).toBe(404);

    release = await waitFor(created.body.id, creator, (r) => r.status !== 'processing');
    expect(release.status).toBe('ready');
    expect(release.tracks.map((t) => [t.title, t.status])).toEqual([
      ['Quiet Tone', 'ready'],
      ['Loud One', 'ready'],
    ]);
    const [q, l] = release.tracks;
    // The gain brings each to -14 LUFS, as ffmpeg's own ebur128 filter measures the original.
    expect(q.loudness!.gain_db).toBeCloseTo(-14 - measuredLufs(path.join(work, 'quiet.mp3')), 0);
    expect(Math.abs(q.loudness!.gain_db - (-14 - measuredLufs(path.join(work, 'quiet.mp3'))))).toBeLessThan(0.5);
    // ...never past 0 dBFS true peak: the loud one may not be raised by more than its headroom.
    expect(l.loudness!.gain_db).toBeLessThanOrEqual(-l.loudness!.true_peak_db + 0.01);
    expect(q.renditions.map((r) => r.quality).sort()).toEqual(['data_saver', 'original', 'standard']);
    // An MP3 of 192 kbps is its own standard rendition; a FLAC gets a 256 kbps MP3.
    expect(q.renditions.find((r) => r.quality === 'standard')!.bitrate).toBe(q.renditions.find((r) => r.quality === 'original')!.bitrate);
    expect(l.renditions.find((r) => r.quality === 'standard')).toMatchObject({ mime: 'audio/mpeg', bitrate: 256000 });
    expect(l.renditions.find((r) => r.quality === 'data_saver')).toMatchObject({ mime: 'audio/mp4', bitrate: 96000 });
  });

  it('keeps a release out of the catalog until it is published', async () => {
    const trackId = release.tracks[0].id;
    expect((await call(`/tracks/${trackId}/stream`)).status).toBe(404);
    expect((await call(`/tracks/${trackId}/waveform`)).status).toBe(404);
    const search = await call<{ data: { title?: string }[] }>('/search', { query: { query: 'Tones Vol' } });
    expect(search.body.data.filter((item) => item.title === 'Tones Vol. 1')).toEqual([]);
    // Its owner previews it through a signed link.
    const preview = await httpCall(`${api.url}${release.tracks[0].preview}`, { raw: true });
    expect(preview.status).toBe(200);
    expect((await httpCall(`${api.url}${release.tracks[0].preview.replace(/signature=[^&]+/, 'signature=forged')}`, { raw: true })).status).toBe(403);
  });

  it('publishes: the mixtape plays at either quality, with gains and a waveform', async () => {
    const published = await call<Release>(`/studio/mixtapes/${release.id}/publish`, { method: 'POST', as: creator });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    // Listed and found like every mixtape.
    const search = await call<{ data: { title?: string }[] }>('/search', { query: { query: 'Tones Vol' } });
    expect(search.body.data.filter((item) => item.title === 'Tones Vol. 1')).toHaveLength(1);
    const page = await call<{ tracks: { id: number; gain_db?: number }[]; title: string }>('/mixtapes/find', { query: { slug: published.body.slug! } });
    expect(page.status).toBe(200);
    expect(page.body.tracks.map((t) => t.gain_db)).toEqual(release.tracks.map((t) => t.loudness!.gain_db));
    const [first, second] = page.body.tracks;
    const standard = await call(`/tracks/${second.id}/stream`, { raw: true });
    const dataSaver = await call(`/tracks/${second.id}/stream`, { query: { quality: 'data_saver' }, raw: true });
    expect(standard.headers.get('content-type')).toMatch(/audio\/mpeg/);
    expect(dataSaver.headers.get('content-type')).toMatch(/audio\/mp4/);
    for (const [name, bytes] of [['standard.mp3', standard.bytes], ['data_saver.m4a', dataSaver.bytes]] as const) {
      const file = path.join(work, name);
      fs.writeFileSync(file, bytes);
      const duration = Number(execFileSync(ffprobe, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString());
      expect(duration).toBeCloseTo(5, 0);
    }
    const waveform = await call<{ duration: number; peaks: number[] }>(`/tracks/${first.id}/waveform`);
    expect(waveform.status).toBe(200);
    expect(waveform.headers.get('cache-control')).toMatch(/max-age=2592000/);
    expect(waveform.body.duration).toBeCloseTo(6, 0);
    expect(waveform.body.peaks.length).toBeGreaterThan(500);
    expect(Math.max(...waveform.body.peaks)).toBe(1);
    // Its plays per day, for the studio's chart.
    expect((await call('/log/event', { json: { events: [{ event: 'track_play', event_id: 'studio-play-1', track_id: first.id, time: new Date().toISOString() }] } })).status).toBe(200);
    const [mine] = (await call<{ items: Release[] }>('/studio/mixtapes', { as: creator })).body.items.filter((r) => r.id === release.id);
    expect(mine.plays_by_day).toHaveLength(30);
    expect(mine.plays_by_day.at(-1)).toBe(1);
    // Publishing again changes nothing.
    expect((await call<Release>(`/studio/mixtapes/${release.id}/publish`, { method: 'POST', as: creator })).body.slug).toBe(published.body.slug);
  });

  it('fails a damaged MP3 with its reason, and never publishes it', async () => {
    const good = tone('damaged.mp3', 20, -20);
    const damaged = Buffer.concat([good.subarray(0, 40_000), Buffer.alloc(300_000, 0x5a)]);
    const res = await upload(creator, 'damaged.mp3', damaged);
    expect(res.status).toBe(200);
    const created = await call<{ id: number }>('/studio/mixtapes', { json: { title: 'Broken', artist: 'Test Signal', tracks: [{ upload_id: res.body.id }] }, as: creator });
    const failed = await waitFor(created.body.id, creator, (r) => r.status !== 'processing');
    expect(failed.status).toBe('failed');
    expect(failed.tracks[0].error).toMatch(/^This file is damaged: only 0:0\d of its 0:\d\d could be read\.$/);
    expect(failed.error).toBe(failed.tracks[0].error);
    const publish = await call(`/studio/mixtapes/${created.body.id}/publish`, { method: 'POST', as: creator });
    expect(publish.status).toBe(409);
    const list = await call<{ data: { title: string }[] }>('/mixtapes', { query: { take: 100 } });
    expect(list.status).toBe(200);
    expect(list.body.data.filter((m) => m.title === 'Broken')).toEqual([]);
  });

  it('schedules a release whose time is ahead: Coming Soon until then', async () => {
    const res = await upload(other, 'mix.mp3', tone('mix.mp3', 8, -18));
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const created = await call<{ id: number }>('/studio/mixtapes', {
      json: { title: 'Later Mix', artist: 'Other DJ', dj: 'Other DJ', release_at: at, tracks: [{ upload_id: res.body.id }], chapters: [{ title: 'Intro', start: 0 }, { title: 'Drop', artist: 'Guest', start: 4 }] },
      as: other,
    });
    await waitFor(created.body.id, other, (r) => r.status === 'ready');
    const scheduled = await call<Release>(`/studio/mixtapes/${created.body.id}/publish`, { method: 'POST', as: other });
    expect(scheduled.body.status).toBe('scheduled');
    const page = await call<{ id: number; chapters: unknown; tracks: { id: number }[] }>('/mixtapes/find', { query: { slug: scheduled.body.slug! } });
    expect(page.body.chapters).toEqual([{ title: 'Intro', start: 0 }, { title: 'Drop', artist: 'Guest', start: 4 }]);
    expect((await call(`/mixtapes/${page.body.id}/queue`)).status).toBe(403);
    // Another creator cannot publish, change or remove it.
    expect((await call(`/studio/mixtapes/${created.body.id}`, { method: 'DELETE', as: creator })).status).toBe(404);
    // Moved to now, it is out.
    const now = await call<Release>(`/studio/mixtapes/${created.body.id}`, { method: 'PATCH', json: { release_at: new Date(Date.now() - 1000).toISOString() }, as: other });
    expect(now.body.status).toBe('published');
    expect((await call(`/mixtapes/${page.body.id}/queue`)).status).toBe(200);
  });

  it('removes a release with its files', async () => {
    const removed = await call(`/studio/mixtapes/${release.id}`, { method: 'DELETE', as: creator });
    expect(removed.status).toBe(204);
    expect((await call(`/studio/mixtapes/${release.id}`, { as: creator })).status).toBe(404);
    expect((await call(`/tracks/${release.tracks[0].id}/stream`)).status).toBe(404);
    expect(fs.existsSync(path.join(api.dataDir, 'media', 'renditions', String(release.tracks[1].id), 'standard.mp3'))).toBe(false);
    expect(fs.existsSync(path.join(api.dataDir, 'media', 'waveforms', `${release.tracks[1].id}.json`))).toBe(false);
  });
});
