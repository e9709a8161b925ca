/** @jest-environment node */
import type { Mixtape, MixtapeDetail, Track } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { RadioBatch } from '@/lib/contracts/telemetry';
import { RANDOM_AUDIO_KEY } from '@/server/adapters/stored-media';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { callAs, createMember, runSql, type Member } from '../helpers/members';
import { storedFilesOf } from '../helpers/stored-media';

// An unreleased mixtape shows its details and tracklist, and nothing of it plays or downloads until its release
// instant, when it opens by itself (see docs/product.md, Catalog).

const NOT_OUT_YET = 'This mixtape is not out yet.';

let api: TestApi;
let member: Member;
let upcoming: MixtapeDetail;
let released: MixtapeDetail;
const get = <T>(path: string) => httpCall<T>(`${api.url}/api/v3${path}`);
const stream = (id: number, method = 'GET') => httpCall(`${api.url}/api/v3/tracks/${id}/stream`, { method, raw: true });
const detail = async (id: number) => (await get<MixtapeDetail>(`/mixtapes/${id}`)).body;

/** Every way to get music out of a mixtape, and what each answered. */
async function playable(mixtape: MixtapeDetail) {
  const as = callAs(api, member);
  const track = mixtape.tracks[0].id;
  const zipLink = await as<{ download_url: string }>(`/mixtapes/${mixtape.id}/download`, { method: 'POST' });
  const trackLink = await as<{ download_url: string }>(`/tracks/${track}/download`, { method: 'POST' });
  return {
    queue: await get<Track[]>(`/mixtapes/${mixtape.id}/queue`),
    stream: await stream(track),
    head: await stream(track, 'HEAD'),
    zipLink,
    trackLink,
  };
}

/** Signed links handed out while the mixtape was out: they must not outlive a release moved ahead. */
const signedLinks = async (mixtape: MixtapeDetail) => {
  const { downloadUrl } = await import('@/server/library/download-links');
  return [downloadUrl('mixtapes', mixtape.id), downloadUrl('tracks', mixtape.tracks[0].id)];
};

beforeAll(async () => {
  api = await startTestApi({ seed: true });
  member = await createMember(api, 'early-bird');
  // Free ones: a paid mixtape's downloads have a rule of their own.
  const free = async (path: string) => (await get<Paged<Mixtape>>(path)).body.data.find((mixtape) => !mixtape.price)!;
  upcoming = await detail((await free('/mixtapes/unreleased?take=100')).id);
  released = await detail((await free('/mixtapes?take=100')).id);
});
afterAll(() => api.stop());

describe('an unreleased mixtape', () => {
  it('shows its details and its tracklist', async () => {
    expect(Date.parse(upcoming.releaseDate)).toBeGreaterThan(Date.now());
    expect(upcoming.tracks.length).toBeGreaterThan(0);
    expect(upcoming.tracks[0].title).toBeTruthy();
  });

  it('refuses its queue, its streams and its downloads with a 403 that says why', async () => {
    const answers = await playable(upcoming);
    for (const [what, answer] of Object.entries(answers)) {
      expect([what, answer.status]).toEqual([what, 403]);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(answers.queue.body.message).toBe(NOT_OUT_YET);
    expect(answers.zipLink.body.message).toBe(NOT_OUT_YET);
    expect(answers.trackLink.body.message).toBe(NOT_OUT_YET);
    expect(JSON.parse(answers.stream.text).message).toBe(NOT_OUT_YET);
    // Its audio is not to be had by name either, under names nobody can work out from its slug.
    const files = await storedFilesOf(api, upcoming.tracks[0].id);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(file).toEqual({ key: expect.stringMatching(RANDOM_AUDIO_KEY), byName: 404 });
    // Its cover is public by nature: Coming Soon shows it.
    expect((await fetch(`${api.url}${upcoming.cover}`)).status).toBe(200);
  });

  it('is never picked by the radio, through a whole cycle', async () => {
    const heard = new Set<number>();
    let session: string | undefined;
    for (let cycle = 0; cycle === 0; ) {
      const batch = (await get<RadioBatch>(`/radio?take=50${session ? `&session=${session}` : ''}`)).body;
      batch.data.forEach((track) => heard.add(track.id));
      ({ session, cycle } = batch);
    }
    expect(heard.size).toBeGreaterThan(0);
    expect(upcoming.tracks.filter((track) => heard.has(track.id))).toEqual([]);
  });

  it('leaves its tracks out of a playlist queue', async () => {
    const form = new FormData();
    form.append('name', 'Early');
    const made = await fetch(`${api.url}/api/v3/playlists`, { method: 'POST', body: form, headers: { authorization: `Bearer ${member.token}` } });
    const { id } = (await made.json()) as { id: number };
    const trackIds = [upcoming.tracks[0].id, released.tracks[0].id];
    expect((await callAs(api, member)(`/playlists/${id}/tracks`, { method: 'POST', json: { track_ids: trackIds } })).status).toBe(200);
    const queue = await callAs(api, member)<Track[]>(`/playlists/${id}/queue`);
    expect(queue.body.map((track) => track.id)).toEqual([released.tracks[0].id]);
  });

  it('plays a track that a released mixtape also holds, through that one', async () => {
    const shared = upcoming.tracks[upcoming.tracks.length - 1].id;
    expect((await stream(shared)).status).toBe(403);
    await runSql(`insert into mixtape_tracks (mixtape_id, track_id, position) values (${released.id}, ${shared}, 99)`);
    expect((await stream(shared)).status).toBe(200);
    await runSql(`delete from mixtape_tracks where mixtape_id = ${released.id} and track_id = ${shared}`);
  });

  it('opens as soon as its release moves into the past, without a restart', async () => {
    expect((await playable(upcoming)).queue.status).toBe(403);
    await runSql(`update mixtapes set release_date = now() - interval '1 minute' where id = ${upcoming.id}`);
    const answers = await playable(upcoming);
    for (const [what, answer] of Object.entries(answers)) expect([what, answer.status]).toEqual([what, 200]);
    expect(answers.queue.body.map((track) => track.id)).toEqual(upcoming.tracks.map((track) => track.id));
  });
});

it('a mixtape opens at its release instant by the clock alone, on answers kept before', async () => {
  // A released mixtape nothing has asked about yet, made to drop in two seconds.
  const { data } = (await get<Paged<Mixtape>>('/mixtapes?take=100&order=desc')).body;
  const soon = await detail(data.find((mixtape) => !mixtape.price && mixtape.id !== released.id && mixtape.id !== upcoming.id)!.id);
  const links = await signedLinks(soon);
  await runSql(`update mixtapes set release_date = now() + interval '2 seconds' where id = ${soon.id}`);
  const [dropsAt] = await runSql<{ at: Date }>(`select release_date as at from mixtapes where id = ${soon.id}`);

  const before = await playable(soon);
  for (const [what, answer] of Object.entries(before)) expect([what, answer.status]).toEqual([what, 403]);
  for (const link of links) expect((await httpCall(`${api.url}${link}`, { raw: true })).status).toBe(403);

  await new Promise((resolve) => setTimeout(resolve, new Date(dropsAt.at).getTime() - Date.now() + 50));
  const after = await playable(soon);
  for (const [what, answer] of Object.entries(after)) expect([what, answer.status]).toEqual([what, 200]);
  for (const link of links) expect((await httpCall(`${api.url}${link}`, { raw: true })).status).toBe(200);
});
