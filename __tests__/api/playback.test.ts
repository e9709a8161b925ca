/** @jest-environment node */
import type { Mixtape, MixtapeDetail, Track } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { Podcast, PodcastDetail } from '@/lib/contracts/people';
import type { PlaybackAnswer, PlaybackRef, SavedPlayback } from '@/lib/contracts/playback';
import { episodeAsTrack } from '@/lib/episode-track';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { callAs, createMember, runSql, type Member } from '../helpers/members';

// Pick up on another device (docs/product.md, Player and queue; docs/api.md, A member's library).

let api: TestApi;
let ann: Member;
let bob: Member;
let tracks: Track[];
/** The seeded episodes as the podcast page queues them (newest first, each ranked by its number). */
let episodes: Track[];
const as = (member: Member | null) => callAs(api, member);

const laptop = { device_id: 'laptop-0001', device_name: 'Firefox on Linux' };
const phone = { device_id: 'phone_0002', device_name: 'Chrome on Android' };
const track = (t: Track): PlaybackRef => ({ type: 'track', id: t.id });
const episode = (e: Track): PlaybackRef => ({ type: 'episode', id: -e.id });

const save = (member: Member, body: Record<string, unknown>) =>
  as(member)<{ state: SavedPlayback }>('/users/me/playback', { method: 'PUT', json: { position: 0, playing: false, ...laptop, ...body } });
const read = async (member: Member) => {
  const res = await as(member)<PlaybackAnswer>('/users/me/playback');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.body.state;
};

beforeAll(async () => {
  // Seeding synthesizes the demo audio: kept small, and slow all the same on a busy machine.
  api = await startTestApi({ seed: { mixtapes: 4, artists: 2, djs: 1, podcasts: 1 } });
  [ann, bob] = [await createMember(api, 'ann'), await createMember(api, 'bob')];
  const list = await as(null)<Paged<Mixtape>>('/mixtapes?take=100');
  const details = await Promise.all(list.body.data.map(async (m) => (await as(null)<MixtapeDetail>(`/mixtapes/${m.id}`)).body));
  tracks = details.flatMap((m) => m.tracks);
  const podcasts = await as(null)<Paged<Podcast>>('/podcasts');
  const podcast = (await as(null)<PodcastDetail>(`/podcasts/${podcasts.body.data[0].id}`)).body;
  episodes = podcast.episodes.map((e, i) => episodeAsTrack(e, podcast.episodes.length - i));
  if (tracks.length < 6 || episodes.length < 2) throw new Error('The seed gave too few tracks or episodes for these tests');
}, 180_000);
afterAll(() => api.stop());

beforeEach(async () => {
  await runSql('delete from playback_states');
});

describe('/users/me/playback', () => {
  it('answers 401 to a guest, whatever the method', async () => {
    for (const [method, json] of [['GET'], ['PUT', { items: [], index: 0, position: 0, playing: false, ...laptop }], ['DELETE']] as const) {
      const res = await as(null)('/users/me/playback', { method, json });
      expect([method, res.status, res.body.message]).toEqual([method, 401, 'Please log in to continue.']);
    }
  });

  it('answers a save with what was saved, and a read with the items as the player takes them', async () => {
    expect(await read(ann)).toBeNull();
    const items = [track(tracks[0]), episode(episodes[1]), track(tracks[1])];
    const saved = await save(ann, { items, index: 1, position: 754.5, playing: true });
    expect(saved.status).toBe(200);
    expect(saved.body.state).toEqual({ items, index: 1, position: 754.5, ...laptop, playing: true, updated_at: expect.any(String) });
    expect(Math.abs(Date.parse(saved.body.state.updated_at) - Date.now())).toBeLessThan(60_000);

    const state = await read(ann);
    // Tracks as the catalog answers them; the episode as the podcast page queues it.
    expect(state).toEqual({ items: [tracks[0], episodes[1], tracks[1]], index: 1, position: 754.5, ...laptop, playing: true, updated_at: saved.body.state.updated_at });

    // An empty queue is a state too (nothing to continue).
    const empty = await save(ann, { items: [], index: 0, position: 0 });
    expect(empty.body.state).toMatchObject({ items: [], index: 0 });
    expect(await read(ann)).toMatchObject({ items: [], index: 0, position: 0 });
  });

  it("shows each member only their own, and one member's save leaves another's alone", async () => {
    await save(ann, { items: [track(tracks[0])], index: 0, position: 30 });
    expect(await read(bob)).toBeNull();
    await save(bob, { items: [track(tracks[2]), track(tracks[3])], index: 1, position: 5, ...phone });
    expect(await read(ann)).toMatchObject({ items: [tracks[0]], index: 0, position: 30, ...laptop });
    expect(await read(bob)).toMatchObject({ items: [tracks[2], tracks[3]], index: 1, position: 5, ...phone });
    expect((await as(bob)('/users/me/playback', { method: 'DELETE' })).status).toBe(204);
    expect(await read(ann)).toMatchObject({ items: [tracks[0]] });
  });

  it('refuses a bad field with a 400 naming it, and saves nothing', async () => {
    await save(ann, { items: [track(tracks[0])], index: 0, position: 12 });
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'track', id: i + 1 }));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ items: items(501), index: 0 }, 'items', 'items must hold at most 500 tracks and episodes'],
      [{ items: items(2), index: 2 }, 'index', 'index must point at one of the items (0 to 1)'],
      [{ items: [], index: 1 }, 'index', 'index must be 0 when items is empty'],
      [{ items: items(2), index: -1 }, 'index', 'index must be 0 or more'],
      [{ items: items(2), index: 0.5 }, 'index', 'index must be a whole number'],
      [{ items: items(1), index: 0, position: -1 }, 'position', 'position must not be negative'],
      [{ items: items(1), index: 0, position: 86_401 }, 'position', 'position must be at most 86,400 seconds'],
      [{ items: items(1), index: 0, device_name: 'x'.repeat(61) }, 'device_name', 'device_name must be at most 60 characters'],
      [{ items: items(1), index: 0, device_name: '   ' }, 'device_name', 'device_name is required'],
      [{ items: items(1), index: 0, device_name: 'Chrome\non Android' }, 'device_name', 'device_name must be one line of text'],
      [{ items: items(1), index: 0, device_id: 'short' }, 'device_id', 'device_id must be 8 to 64 letters, digits, - or _'],
      [{ items: items(1), index: 0, device_id: 'has a space' }, 'device_id', 'device_id must be 8 to 64 letters, digits, - or _'],
      [{ items: [...items(2), { type: 'track', id: 1 }], index: 0 }, 'items', 'items must not hold the same track or episode twice'],
      [{ items: [{ type: 'mixtape', id: 1 }], index: 0 }, 'items.0.type', "items.0.type: Each item's type must be track or episode"],
      [{ items: [{ type: 'track', id: 0 }], index: 0 }, 'items.0.id', "items.0.id: Each item's id must be 1 or more"],
      [{ items: items(1), index: 0, playing: 'yes' }, 'playing', 'playing must be true or false'],
      [{ items: items(1), index: 0, take_over: 1 }, 'take_over', 'take_over must be true or false'],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(ann, body);
      expect([field, res.status, res.body.message]).toEqual([field, 400, message]);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', errors: [{ field, message: expect.any(String) }] });
    }
    expect(await read(ann)).toMatchObject({ items: [tracks[0]], index: 0, position: 12 });
    const missing = await as(ann)<{ errors: { field: string }[] }>('/users/me/playback', { method: 'PUT', json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e) => e.field).sort()).toEqual(['device_id', 'device_name', 'index', 'items', 'playing', 'position']);
    // A full queue is taken.
    const full = await save(ann, { items: items(500), index: 499, position: 86_400 });
    expect([full.status, full.body.state.index]).toEqual([200, 499]);
  });

  it('leaves out what no longer plays, keeping the current item', async () => {
    const [kept, down, alsoKept, current] = [tracks[0], tracks[1], tracks[2], tracks[3]];
    const [notice] = await runSql<{ id: number }>(
      `insert into dmca_notices (reference, name, email, copyrighted_work, infringing_urls, signature, ip_hash) values ('D-PLAYBACK', 'n', 'e@example.com', 'w', '[]', 's', 'h') returning id`,
    );
    await runSql(`update tracks set taken_down_by = ${notice.id} where id = ${down.id}`);
    try {
      const items = [track(kept), { type: 'track', id: 2_000_000 }, track(down), episode(episodes[0]), { type: 'episode', id: 2_000_000 }, track(alsoKept), track(current)];
      await save(ann, { items, index: 6, position: 99.25, playing: true });
      expect(await read(ann)).toMatchObject({ items: [kept, episodes[0], alsoKept, current], index: 3, position: 99.25, playing: true });

      // When the current item itself went, the state starts at the top.
      await save(ann, { items: [track(kept), track(down), track(current)], index: 1, position: 40 });
      expect(await read(ann)).toMatchObject({ items: [kept, current], index: 0, position: 0 });
    } finally {
      await runSql(`update tracks set taken_down_by = null where id = ${down.id}`);
    }
  });

  it('leaves out a track whose mixtapes are all still to come', async () => {
    const [only] = await runSql<{ track_id: number; mixtape_id: number }>(
      'select track_id, min(mixtape_id) as mixtape_id from mixtape_tracks group by track_id having count(*) = 1 order by track_id limit 1',
    );
    const other = tracks.find((t) => t.mixtapeId !== only.mixtape_id)!;
    const [{ was }] = await runSql<{ was: Date }>(`select release_date as was from mixtapes where id = ${only.mixtape_id}`);
    await runSql(`update mixtapes set release_date = now() + interval '1 day' where id = ${only.mixtape_id}`);
    try {
      await save(ann, { items: [{ type: 'track', id: only.track_id }, track(other)], index: 1, position: 3 });
      expect(await read(ann)).toMatchObject({ items: [other], index: 0, position: 3 });
    } finally {
      await runSql(`update mixtapes set release_date = '${new Date(was).toISOString()}' where id = ${only.mixtape_id}`);
    }
  });

  it('offers a state for a day, then answers null', async () => {
    await save(ann, { items: [track(tracks[0])], index: 0, position: 60, playing: true });
    await runSql(`update playback_states set updated_at = now() - interval '23 hours 59 minutes' where user_id = ${ann.id}`);
    expect(await read(ann)).toMatchObject({ items: [tracks[0]], position: 60 });
    await runSql(`update playback_states set updated_at = now() - interval '24 hours 1 minute' where user_id = ${ann.id}`);
    expect(await read(ann)).toBeNull();
    // A device that saved playing more than a day ago no longer holds playback: any save goes over it.
    const saved = await save(ann, { items: [track(tracks[1])], index: 0, ...phone });
    expect(saved.body.state).toMatchObject({ ...phone, items: [track(tracks[1])] });
  });

  it('lets one device take playback over, and tells the other in the answer to its next save', async () => {
    const queue = [track(tracks[0]), track(tracks[1])];
    const onLaptop = await save(ann, { items: queue, index: 0, position: 10, playing: true });
    expect(onLaptop.body.state.device_id).toBe(laptop.device_id);

    // The phone offers 'Continue listening' (a read); a save of its own, not taking over, changes nothing.
    expect(await read(ann)).toMatchObject({ ...laptop, playing: true });
    const refused = await save(ann, { items: [track(tracks[2])], index: 0, position: 0, ...phone });
    expect(refused.status).toBe(200);
    expect(refused.body.state).toEqual(onLaptop.body.state);

    // The listener continues on the phone: it takes over.
    const taken = await save(ann, { items: queue, index: 0, position: 12, playing: true, take_over: true, ...phone });
    expect(taken.body.state).toMatchObject({ ...phone, playing: true, position: 12 });
    expect(Date.parse(taken.body.state.updated_at)).toBeGreaterThanOrEqual(Date.parse(onLaptop.body.state.updated_at));

    // The laptop's next save is not made: its answer names the phone, playing, newer than the laptop's own save.
    const learns = await save(ann, { items: queue, index: 0, position: 20, playing: true });
    expect(learns.body.state).toEqual(taken.body.state);
    // Pausing there saves nothing either.
    expect((await save(ann, { items: queue, index: 0, position: 20, playing: false })).body.state).toEqual(taken.body.state);
    expect(await read(ann)).toMatchObject({ ...phone, playing: true, position: 12 });

    // The phone keeps saving; once it pauses, the laptop's saves go over it again (last write wins).
    expect((await save(ann, { items: queue, index: 1, position: 3, playing: true, ...phone })).body.state).toMatchObject({ ...phone, index: 1 });
    await save(ann, { items: queue, index: 1, position: 4, playing: false, ...phone });
    expect((await save(ann, { items: queue, index: 1, position: 4, playing: false })).body.state).toMatchObject({ ...laptop, playing: false });
  });

  it('forgets the state on DELETE, and with the account', async () => {
    await save(ann, { items: [track(tracks[0])], index: 0, position: 5 });
    const cleared = await as(ann)('/users/me/playback', { method: 'DELETE' });
    expect([cleared.status, cleared.text]).toEqual([204, '']);
    expect(await read(ann)).toBeNull();
    expect((await as(ann)('/users/me/playback', { method: 'DELETE' })).status).toBe(204);

    const cat = await createMember(api, 'cat');
    await save(cat, { items: [track(tracks[0])], index: 0, position: 5 });
    await runSql(`delete from users where id = ${cat.id}`);
    expect(await runSql(`select 1 from playback_states where user_id = ${cat.id}`)).toEqual([]);
  });

  it('is in the OpenAPI document, with its body', async () => {
    const doc = await httpCall<{ paths: Record<string, Record<string, { requestBody?: unknown; security: unknown[] }>> }>(`${api.url}/api/docs/openapi.json`);
    const item = doc.body.paths['/api/v3/users/me/playback'];
    expect(Object.keys(item).sort()).toEqual(expect.arrayContaining(['delete', 'get', 'put']));
    expect(item.put.requestBody).toBeDefined();
    expect(item.get.security).toEqual([{ bearer: [] }]);
  });
});
