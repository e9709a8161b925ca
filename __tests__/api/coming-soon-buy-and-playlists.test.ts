/** @jest-environment node */
import type { Mixtape, MixtapeDetail, Track } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { PlaylistDetail } from '@/lib/contracts/playlists';
import type { PurchaseIntent } from '@/lib/contracts/payments';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { callAs, createMember, runSql, type Member } from '../helpers/members';

// A mixtape not out yet is neither sold nor played before its release instant, and a playlist holding its tracks
// lists them with their release and leaves them out of what it plays (see docs/product.md, Catalog).

const NOT_OUT_YET = 'This mixtape is not out yet.';

let api: TestApi;
let member: Member;
let released: MixtapeDetail;
let upcoming: MixtapeDetail;
const get = <T>(path: string) => httpCall<T>(`${api.url}/api/v3${path}`);
const detail = async (id: number) => (await get<MixtapeDetail>(`/mixtapes/${id}`)).body;
/** A week from the start of the suite: the upcoming mixtape's release, whenever it is put back. */
const DROPS_AT = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const setRelease = (id: number, at: string) => runSql(`update mixtapes set release_date = '${at}' where id = ${id}`);
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 12 } });
  member = await createMember(api, 'coming-soon');
  const list = (await get<Paged<Mixtape>>('/mixtapes?take=100')).body.data;
  const free = list.filter((mixtape) => !mixtape.price);
  released = await detail(free[0].id);
  // A free mixtape nothing has asked about yet, made paid and due in a week.
  const later = free[free.length - 1];
  await runSql(`update mixtapes set price_amount = 599, price_currency = 'usd' where id = ${later.id}`);
  await setRelease(later.id, DROPS_AT);
  upcoming = await detail(later.id);
}, 180_000);
afterAll(() => api.stop());

describe('a paid mixtape not out yet', () => {
  it('is not sold: its purchase answers 403 and makes no payment', async () => {
    expect(upcoming.releaseDate).toBe(DROPS_AT);
    expect(upcoming.price).toEqual({ amount: 599, currency: 'usd' });
    const refused = await callAs(api, member)<PurchaseIntent>(`/mixtapes/${upcoming.id}/purchase`, { method: 'POST' });
    expect([refused.status, refused.body.message]).toEqual([403, NOT_OUT_YET]);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await runSql(`select id from purchases where mixtape_id = ${upcoming.id}`)).toEqual([]);
  });

  it('is sold from its release instant on', async () => {
    await setRelease(upcoming.id, aMinuteAgo());
    const intent = await callAs(api, member)<PurchaseIntent>(`/mixtapes/${upcoming.id}/purchase`, { method: 'POST' });
    expect([intent.status, intent.body.amount]).toEqual([200, 599]);
    await setRelease(upcoming.id, DROPS_AT);
  });
});

describe('a playlist holding tracks of a mixtape not out yet', () => {
  let playlist: number;
  const withheld = () => upcoming.tracks[0].id;
  const playing = () => released.tracks[0].id;

  beforeAll(async () => {
    const form = new FormData();
    form.append('name', 'Soon and Now');
    const made = await fetch(`${api.url}/api/v3/playlists`, { method: 'POST', body: form, headers: { authorization: `Bearer ${member.token}` } });
    playlist = ((await made.json()) as { id: number }).id;
    const added = await callAs(api, member)(`/playlists/${playlist}/tracks`, { method: 'POST', json: { track_ids: [withheld(), playing()] } });
    expect(added.status).toBe(200);
  });

  it('lists them with their release date, and the others with theirs, already past', async () => {
    const { body } = await get<PlaylistDetail>(`/playlists/${playlist}?include=tracks`);
    expect(body.tracks!.map((track) => [track.id, track.releaseDate])).toEqual([
      [withheld(), upcoming.releaseDate],
      [playing(), released.releaseDate],
    ]);
    expect(Date.parse(released.releaseDate)).toBeLessThan(Date.now());
  });

  it('leaves them out of its queue, whose tracks are the catalog shape, and refuses their streams', async () => {
    const queue = await get<Track[]>(`/playlists/${playlist}/queue`);
    expect(queue.body.map((track) => track.id)).toEqual([playing()]);
    expect(queue.body[0]).not.toHaveProperty('releaseDate');
    const stream = await httpCall(`${api.url}/api/v3/tracks/${withheld()}/stream`, { raw: true });
    expect([stream.status, JSON.parse(stream.text).message]).toEqual([403, NOT_OUT_YET]);
  });

  it('plays them from their release instant on', async () => {
    await setRelease(upcoming.id, aMinuteAgo());
    const queue = await get<Track[]>(`/playlists/${playlist}/queue`);
    expect(queue.body.map((track) => track.id)).toEqual([withheld(), playing()]);
    expect((await httpCall(`${api.url}/api/v3/tracks/${withheld()}/stream`, { raw: true })).status).toBe(200);
  });
});
