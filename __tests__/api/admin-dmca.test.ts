/** @jest-environment node */
import type { AuditEntry, DmcaAction, DmcaNotice } from '@/lib/contracts/admin';
import type { Mixtape, MixtapeDetail } from '@/lib/contracts/catalog';
import type { ApiError, Paged } from '@/lib/contracts/common';
import type { ContactReceipt } from '@/lib/contracts/contact';
import type { DownloadLink } from '@/lib/contracts/library';
import type { SearchPage } from '@/lib/contracts/search';
import { RANDOM_AUDIO_KEY } from '@/server/adapters/stored-media';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { readOutbox } from '../helpers/dev-tools';
import { httpCall } from '../helpers/http';
import { callAs, createMember, logInWithCode, runSql, type Member } from '../helpers/members';
import { storedFilesOf } from '../helpers/stored-media';

// Copyright notices answered in the console over HTTP: a take-down reaches the mixtape's lists, search, queue,
// page, streams, downloads and links already handed out, and the sitemap; the uploader is mailed; a notice is
// rejected or restored after a counter-notice; files are purged only by an admin, once; all in the audit log.

let api: TestApi;
let chief: Member;
let mod: Member;
let uploader: Member;
let listener: Member;
let tapes: MixtapeDetail[];

const guest = () => callAs(api, null);
const asChief = () => callAs(api, chief);
const post = <T,>(member: Member, path: string, json: unknown = {}) => callAs(api, member)<T>(path, { json });

/** A notice as the public form sends it, naming these links; its id in the console. */
async function sendNotice(urls: string[]): Promise<{ id: number; reference: string }> {
  const sent = await guest()<ContactReceipt>('/contact/dmca', {
    json: { name: 'Rights Holder', email: 'claims@label.example', copyrighted_work: 'Our album', infringing_urls: urls, good_faith: true, accurate: true, signature: 'R. Holder' },
  });
  expect(sent.status).toBe(201);
  const [row] = await runSql<{ id: number }>(`select id from dmca_notices where reference = '${sent.body.reference}'`);
  return { id: row.id, reference: sent.body.reference };
}

const listIds = async () => (await guest()<Paged<Mixtape>>('/mixtapes', { query: { take: 100 } })).body.data.map((m) => m.id);
const searchTitles = async (query: string) => (await guest()<SearchPage>('/search', { query: { query } })).body.data.map((r) => ('title' in r ? r.title : ''));
const streamStatus = async (trackId: number) => (await httpCall(`${api.url}/api/v3/tracks/${trackId}/stream`, { raw: true, headers: { range: 'bytes=0-99' } })).status;
const sitemapPaths = async () => {
  const { sitemapEntries } = await import('@/server/ssr/sitemap');
  return (await sitemapEntries()).map((e) => e.path);
};

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 3, artists: 2, djs: 1 }, env: { ADMIN_EMAILS: 'chief@example.com', RATE_LIMIT_CONTACT_PER_HOUR: '50' } });
  [chief, mod, uploader, listener] = await Promise.all(['chief', 'mod', 'uploader', 'listener'].map((name) => createMember(api, name)));
  await runSql(`update users set roles = '{moderator}' where id = ${mod.id}`);
  await runSql(`update users set two_factor_enabled = true where id in (${chief.id}, ${mod.id})`);
  // Logged in again with a code: the console wants a session that passed a second factor.
  [chief, mod] = await Promise.all([chief, mod].map((m) => logInWithCode(api, m)));
  await runSql(`update mixtapes set price_amount = null, price_currency = null, release_date = now() - interval '1 day'`);
  const list = await guest()<Paged<Mixtape>>('/mixtapes', { query: { take: 100 } });
  tapes = await Promise.all(list.body.data.map(async (m) => (await guest()<MixtapeDetail>(`/mixtapes/${m.id}`)).body));
  // The first mixtape came from the studio: its release is the uploader's.
  await runSql(`insert into releases (owner_id, title, artist, status, mixtape_id) values (${uploader.id}, 'x', 'x', 'published', ${tapes[0].id})`);
}, 120_000);

afterAll(() => api.stop());

it('is for admins with two-factor codes: a member, a creator and a moderator are refused', async () => {
  const { id } = await sendNotice([`${api.url}/mixtape/${tapes[2].slug}`]);
  await runSql(`update users set roles = '{creator}' where id = ${uploader.id}`);
  for (const member of [listener, uploader, mod]) {
    expect((await callAs(api, member)('/admin/dmca')).status).toBe(403);
    expect((await post(member, `/admin/dmca/${id}/takedown`, { mixtape_id: tapes[2].id })).status).toBe(403);
  }
  await runSql(`update users set roles = '{}' where id = ${uploader.id}`);
  expect((await guest()('/admin/dmca')).status).toBe(401);
  expect((await listIds())).toContain(tapes[2].id);
});

it('lists a notice with the works its links name, and refuses a take-down naming nothing', async () => {
  const { id, reference } = await sendNotice([`${api.url}/mixtape/${tapes[1].slug}?t=30`, `${api.url}/about`]);
  const notice = await asChief()<DmcaNotice>(`/admin/dmca/${id}`);
  expect(notice.body).toMatchObject({ reference, status: 'new', named: { mixtapes: [{ id: tapes[1].id, mixtape_slug: tapes[1].slug, taken_down_by: null }] } });
  expect(notice.body.named.tracks.map((t) => t.id).sort()).toEqual(tapes[1].tracks.map((t) => t.id).sort());
  const listed = await asChief()<Paged<DmcaNotice>>('/admin/dmca', { query: { status: 'new' } });
  expect(listed.body.data.map((n) => n.reference)).toContain(reference);
  const empty = await post<ApiError>(chief, `/admin/dmca/${id}/takedown`, {});
  expect([empty.status, empty.body.message]).toEqual([400, 'Choose the mixtape or the tracks to take down.']);
  expect((await post(chief, `/admin/dmca/${id}/takedown`, { mixtape_id: 99999 })).status).toBe(404);
  expect((await post(chief, '/admin/dmca/99999/takedown', { mixtape_id: tapes[1].id })).status).toBe(404);
});

it('takes a mixtape down everywhere at once, mails its uploader, and restores it after a counter-notice', async () => {
  const tape = tapes[0];
  const [track] = tape.tracks;
  // A link handed out before the take-down.
  const link = (await callAs(api, listener)<DownloadLink>(`/tracks/${track.id}/download`, { method: 'POST' })).body.download_url;
  const zip = (await callAs(api, listener)<DownloadLink>(`/mixtapes/${tape.id}/download`, { method: 'POST' })).body.download_url;
  expect(await streamStatus(track.id)).toBe(206);
  const { id, reference } = await sendNotice([`${api.url}/mixtape/${tape.slug}`]);

  const down = await post<DmcaAction>(chief, `/admin/dmca/${id}/takedown`, { mixtape_id: tape.id });
  expect(down.status).toBe(200);
  expect(down.body).toMatchObject({ changed: true, message: `Took down the mixtape under ${reference}.`, item: { status: 'taken_down', taken_down: { mixtapes: [{ id: tape.id, taken_down_by: reference }] } } });

  const page = await guest()<ApiError>(`/mixtapes/${tape.id}`);
  expect([page.status, page.body.reference]).toEqual([451, reference]);
  expect(page.body.message).toContain(reference);
  expect((await guest()('/mixtapes/find', { query: { slug: tape.slug } })).status).toBe(451);
  expect((await guest()(`/mixtapes/${tape.id}/queue`)).status).toBe(451);
  expect(await streamStatus(track.id)).toBe(451);
  // Nor is any of its audio to be had by name.
  for (const file of await storedFilesOf(api, track.id)) expect(file).toEqual({ key: expect.stringMatching(RANDOM_AUDIO_KEY), byName: 404 });
  expect((await httpCall(`${api.url}${link}`, { raw: true })).status).toBe(451);
  expect((await httpCall(`${api.url}${zip}`, { raw: true })).status).toBe(451);
  expect((await callAs(api, listener)(`/tracks/${track.id}/download`, { method: 'POST' })).status).toBe(451);
  expect(await listIds()).not.toContain(tape.id);
  expect(await searchTitles(tape.title)).not.toContain(tape.title);
  expect(await sitemapPaths()).not.toContain(`/mixtape/${tape.slug}`);
  // The files stay until purged.
  expect(await runSql(`select 1 from tracks where id = ${track.id}`)).toHaveLength(1);

  const [mail] = await readOutbox(api.url, 'uploader@example.com');
  expect(mail.subject).toContain(reference);
  expect(mail.text).toContain(tape.title);

  const again = await post<DmcaAction>(chief, `/admin/dmca/${id}/takedown`, { mixtape_id: tape.id });
  expect(again.body).toMatchObject({ changed: false, message: 'Nothing changed: what you chose is already taken down.' });
  const reject = await post<ApiError>(chief, `/admin/dmca/${id}/reject`, { reason: 'Fair use' });
  expect(reject.status).toBe(409);

  const restored = await post<DmcaAction>(chief, `/admin/dmca/${id}/restore`, { counter_notice: 'The uploader holds a licence.' });
  expect(restored.body).toMatchObject({ changed: true, item: { status: 'restored', reason: 'The uploader holds a licence.', taken_down: { mixtapes: [] } } });
  expect((await guest()(`/mixtapes/${tape.id}`)).status).toBe(200);
  expect(await streamStatus(track.id)).toBe(206);
  expect((await httpCall(`${api.url}${link}`, { raw: true })).status).toBe(200);
  expect(await listIds()).toContain(tape.id);
  expect(await sitemapPaths()).toContain(`/mixtape/${tape.slug}`);
  expect((await readOutbox(api.url, 'uploader@example.com')).map((m) => m.subject)).toContain(`LMT Mixtapes: your upload is back (${reference})`);
  expect((await post<DmcaAction>(chief, `/admin/dmca/${id}/restore`, { counter_notice: 'again' })).body.changed).toBe(false);

  const log = await asChief()<Paged<AuditEntry>>('/admin/audit', { query: { action: 'dmca.takedown' } });
  expect(log.body.data).toMatchObject([{ actor: { username: 'chief' }, target: { type: 'dmca', id: reference }, before: { status: 'new' }, after: { status: 'taken_down', mixtape_id: tape.id } }]);
});

it('takes down named tracks alone: the rest of the mixtape plays on', async () => {
  const tape = tapes[1];
  const [gone, kept] = tape.tracks;
  const { id, reference } = await sendNotice([`${api.url}/api/v3/tracks/${gone.id}/stream`]);
  const down = await post<DmcaAction>(chief, `/admin/dmca/${id}/takedown`, { track_ids: [gone.id] });
  expect(down.body).toMatchObject({ changed: true, message: `Took down 1 track under ${reference}.` });
  const stream = await httpCall<ApiError>(`${api.url}/api/v3/tracks/${gone.id}/stream`);
  expect([stream.status, stream.body.reference]).toEqual([451, reference]);
  expect(await streamStatus(kept.id)).toBe(206);
  const detail = await guest()<MixtapeDetail>(`/mixtapes/${tape.id}`);
  expect(detail.body.tracks.map((t) => t.id)).toEqual(tape.tracks.filter((t) => t.id !== gone.id).map((t) => t.id));
  expect(detail.body.trackCount).toBe(tape.tracks.length - 1);
  expect((await guest()<{ id: number }[]>(`/mixtapes/${tape.id}/queue`)).body.map((t) => t.id)).not.toContain(gone.id);
});

it('rejects a notice with its reason, once', async () => {
  const { id } = await sendNotice([`${api.url}/mixtape/${tapes[2].slug}`]);
  const blank = await post<ApiError>(chief, `/admin/dmca/${id}/reject`, { reason: ' ' });
  expect([blank.status, blank.body.message]).toEqual([400, 'reason: Say why the notice is rejected.']);
  const rejected = await post<DmcaAction>(chief, `/admin/dmca/${id}/reject`, { reason: 'The link names no work of the claimant.' });
  expect(rejected.body).toMatchObject({ changed: true, item: { status: 'rejected', reason: 'The link names no work of the claimant.' } });
  expect((await post<DmcaAction>(chief, `/admin/dmca/${id}/reject`, { reason: 'again' })).body.changed).toBe(false);
  expect(await listIds()).toContain(tapes[2].id);
});

it('purges the files taken down, once, after which nothing can be restored', async () => {
  const tape = tapes[2];
  const { id } = await sendNotice([`${api.url}/mixtape/${tape.slug}`]);
  expect((await post<ApiError>(chief, `/admin/dmca/${id}/purge`)).status).toBe(400);
  await post(chief, `/admin/dmca/${id}/takedown`, { mixtape_id: tape.id });
  const keys = await runSql<{ key: string }>(`select t.media_key as key from tracks t join mixtape_tracks mt on mt.track_id = t.id where mt.mixtape_id = ${tape.id}`);
  const fs = await import('node:fs');
  const path = await import('node:path');
  const stored = (key: string) => fs.existsSync(path.join(api.dataDir, 'media', key));
  expect(keys.every(({ key }) => stored(key))).toBe(true);
  const purged = await post<DmcaAction>(chief, `/admin/dmca/${id}/purge`);
  expect(purged.body.changed).toBe(true);
  expect(purged.body.item.purged_at).not.toBeNull();
  expect(keys.some(({ key }) => stored(key))).toBe(false);
  expect((await post<DmcaAction>(chief, `/admin/dmca/${id}/purge`)).body).toMatchObject({ changed: false, message: 'Nothing changed: the files were already purged.' });
  expect((await post<ApiError>(chief, `/admin/dmca/${id}/restore`, { counter_notice: 'too late' })).status).toBe(409);
  expect((await guest()(`/mixtapes/${tape.id}`)).status).toBe(451);
});
