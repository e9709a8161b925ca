/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Release, Upload } from '@/lib/contracts/studio';
import { mediaToolPath } from '@/server/media/ffmpeg';
import { RANDOM_AUDIO_KEY } from '@/server/adapters/stored-media';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall, type HttpInit } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/member-tokens';
import { runSql } from '../helpers/members';
import { storedFilesOf } from '../helpers/stored-media';

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

/** A tone of `seconds` at `volume` dB, as MP3 (or another format by its extension: a WAV holds float samples). */
function tone(name: string, seconds: number, volume: number, frequency = 440): Buffer {
  const file = path.join(work, name);
  const format = name.endsWith('.mp3') ? ['-b:a', '192k'] : name.endsWith('.wav') ? ['-c:a', 'pcm_f32le'] : [];
  execFileSync(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}:sample_rate=44100`, '-af', `volume=${volume}dB`, '-ac', '2', ...format, file]);
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
  let uploadIds: string[];

  it('processes a release on the job queue: loudness, renditions and waveform', async () => {
    const quiet = await upload(creator, '01 - Quiet Tone.mp3', tone('quiet.mp3', 6, -30));
    const loud = await upload(creator, '02 - Loud Tone.flac', tone('loud.flac', 5, -6, 880));
    expect([quiet.status, loud.status]).toEqual([200, 200]);
    uploadIds = [quiet.body.id, loud.body.id];
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
    // Nothing of a draft is served by its name, and no name is one to guess.
    const files = await storedFilesOf(api, trackId);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(file).toEqual({ key: expect.stringMatching(RANDOM_AUDIO_KEY), byName: 404 });
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

  it('keeps an upload that is the audio of a release, draft or published: deleting it is refused, and nothing goes', async () => {
    const remove = (id: string) => fetch(`${api.url}/api/v3/uploads/${id}`, { method: 'DELETE', headers: tusHeaders(creator) });
    const stored = (id: string) => fs.existsSync(path.join(api.dataDir, 'media', 'uploads', id));
    const draftUpload = await upload(creator, 'kept.mp3', tone('kept.mp3', 3, -20));
    const draft = await call<{ id: number }>('/studio/mixtapes', { json: { title: 'Kept', artist: 'Test Signal', tracks: [{ upload_id: draftUpload.body.id }] }, as: creator });
    await waitFor(draft.body.id, creator, (r) => r.status === 'ready');
    // The published release's files: an MP3 that is its own standard rendition, and a FLAC original.
    for (const [id, name] of [[draftUpload.body.id, 'kept.mp3'], [uploadIds[0], '01 - Quiet Tone.mp3'], [uploadIds[1], '02 - Loud Tone.flac']]) {
      const refused = await remove(id);
      expect(refused.status).toBe(409);
      expect(JSON.parse(await refused.text()).message).toBe(`${name} is the audio of a release, so it stays: delete the release to remove it.`);
      expect(stored(id)).toBe(true);
      expect((await call(`/uploads/${id}`, { as: creator })).status).toBe(200);
    }
    for (const track of release.tracks) expect((await call(`/tracks/${track.id}/stream`, { raw: true })).status).toBe(200);
    expect((await call<Release>(`/studio/mixtapes/${draft.body.id}`, { as: creator })).body.status).toBe('ready');

    // An upload no release uses is deleted, bytes and all.
    const unused = await upload(creator, 'unused.mp3', tone('unused.mp3', 2, -20));
    expect((await remove(unused.body.id)).status).toBe(204);
    expect(stored(unused.body.id)).toBe(false);
    expect((await call(`/uploads/${unused.body.id}`, { as: creator })).status).toBe(404);
  });

  it('fails damaged audio (cut short, corrupted, or decoding to impossible loudness) naming the file, and never publishes it', async () => {
    const whole = tone('whole.mp3', 20, -20);
    // Bytes of the middle overwritten with noise (the same on every run).
    let seed = 46;
    const corrupted = Buffer.from(whole);
    for (let i = 200_000; i < 230_000; i++) corrupted[i] = (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16;
    // Float samples 30 dB past full scale: no recording measures so.
    const impossible = tone('impossible.wav', 4, 30);
    const files: [string, Buffer][] = [['mix.mp3', whole.subarray(0, 20 * 1024)], ['corrupted.mp3', corrupted], ['too-loud.wav', impossible], ['whole.mp3', whole]];
    const releases: number[] = [];
    for (const [name, bytes] of files) {
      const res = await upload(creator, name, bytes);
      expect(res.status).toBe(200);
      const created = await call<{ id: number }>('/studio/mixtapes', { json: { title: `Broken ${name}`, artist: 'Test Signal', tracks: [{ upload_id: res.body.id }] }, as: creator });
      releases.push(created.body.id);
    }
    const done = await Promise.all(releases.map((id) => waitFor(id, creator, (r) => r.status !== 'processing')));
    for (const [i, [name]] of files.slice(0, 3).entries()) {
      expect(done[i].status).toBe('failed');
      expect(done[i].tracks[0].error).toBe(`"${name}" is damaged: it does not decode cleanly to the end. Export it again and upload it.`);
      expect(done[i].error).toBe(done[i].tracks[0].error);
      expect((await call(`/studio/mixtapes/${done[i].id}/publish`, { method: 'POST', as: creator })).status).toBe(409);
    }
    // The same file whole passes.
    expect(done[3].status).toBe('ready');
    expect(done[3].tracks[0].duration).toBe(20);
    const list = await call<{ data: { title: string }[] }>('/mixtapes', { query: { take: 100 } });
    expect(list.status).toBe(200);
    expect(list.body.data.filter((m) => m.title.startsWith('Broken'))).toEqual([]);
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
    // Not out yet: its audio is not to be had by name either (a stream would say 403).
    for (const file of await storedFilesOf(api, page.body.tracks[0].id)) expect(file).toEqual({ key: expect.stringMatching(RANDOM_AUDIO_KEY), byName: 404 });
    // Another creator cannot publish, change or remove it.
    expect((await call(`/studio/mixtapes/${created.body.id}`, { method: 'DELETE', as: creator })).status).toBe(404);
    // Moved to now, it is out.
    const now = await call<Release>(`/studio/mixtapes/${created.body.id}`, { method: 'PATCH', json: { release_at: new Date(Date.now() - 1000).toISOString() }, as: other });
    expect(now.body.status).toBe('published');
    expect((await call(`/mixtapes/${page.body.id}/queue`)).status).toBe(200);
  });

  it('removes a release with its files', async () => {
    const files = [...(await storedFilesOf(api, release.tracks[0].id)), ...(await storedFilesOf(api, release.tracks[1].id))];
    const removed = await call(`/studio/mixtapes/${release.id}`, { method: 'DELETE', as: creator });
    expect(removed.status).toBe(204);
    expect((await call(`/studio/mixtapes/${release.id}`, { as: creator })).status).toBe(404);
    expect((await call(`/tracks/${release.tracks[0].id}/stream`)).status).toBe(404);
    expect(files.filter(({ key }) => fs.existsSync(path.join(api.dataDir, 'media', key)))).toEqual([]);
  });
});
