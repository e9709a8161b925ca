/** @jest-environment node */
import type { Genres, Mixtape, MixtapeDetail } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { Release, Upload } from '@/lib/contracts/studio';
import { GENRES, MOODS } from '@/lib/genres';
import { synthesizeTrack } from '@/server/demo/audio/mp3';
import { apiForSuite } from '../helpers/api-server';
import { getV3, httpCall, type HttpInit } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/member-tokens';
import { runSql } from '../helpers/members';

// Genres and moods over HTTP: the demo catalog's, the counts of GET /genres, GET /mixtapes narrowed by them, the
// mixtape answers that carry them, and a creator setting them on a release that publishing copies to its mixtape.

const api = apiForSuite({ seed: { mixtapes: 10 }, jobs: true });
const json = getV3(api);
const call = <T = Record<string, unknown>>(path: string, init: HttpInit & { as?: TestMember } = {}) =>
  httpCall<T>(`${api.url}/api/v3${path}`, { ...init, token: init.as?.token ?? init.token });

/** After writing the catalog behind the API's back: its kept answers go, as after any change the API makes. */
async function changeCatalog(statements: string[]): Promise<void> {
  for (const statement of statements) await runSql(statement);
  (await import('@/server/cache/catalog-cache')).invalidateCatalog();
}

const ids = (page: Paged<Mixtape>) => page.data.map((m) => m.id).sort((a, b) => a - b);
const countOf = (list: Genres['genres'], slug: string) => list.find((g) => g.slug === slug)!.mixtapes;

describe('the demo catalog', () => {
  it('gives every mixtape a genre and one to three moods, named in its answers', async () => {
    const page = await json<Paged<Mixtape>>('/mixtapes?take=100');
    expect(page.data.length).toBeGreaterThan(0);
    for (const m of page.data) {
      expect(GENRES).toContainEqual(m.genre);
      expect(m.moods.length).toBeGreaterThanOrEqual(1);
      expect(m.moods.length).toBeLessThanOrEqual(3);
      for (const mood of m.moods) expect(MOODS).toContainEqual(mood);
    }
  });
});

describe('with genres and moods set', () => {
  // Four released mixtapes of the main site with known genres and moods, one unreleased and one of another site.
  let a: number, b: number, c: number, d: number, later: number, classic: number;

  beforeAll(async () => {
    const released = await runSql<{ id: number }>(`select id from mixtapes where site = 'main' and release_date <= now() order by id`);
    [a, b, c, d] = released.map((row) => row.id);
    [{ id: later }] = await runSql<{ id: number }>(`select id from mixtapes where release_date > now() order by id limit 1`);
    [{ id: classic }] = await runSql<{ id: number }>(`select id from mixtapes where site = 'classics' and release_date <= now() order by id limit 1`);
    await changeCatalog([
      `update mixtapes set genre = null, moods = '{}'`,
      `update mixtapes set genre = 'hip-hop', moods = '{chill,party}' where id = ${a}`,
      `update mixtapes set genre = 'hip-hop', moods = '{party}' where id = ${b}`,
      `update mixtapes set genre = 'trap', moods = '{chill}' where id = ${c}`,
      `update mixtapes set moods = '{chill}' where id = ${d}`,
      `update mixtapes set genre = 'hip-hop', moods = '{chill}' where id in (${later}, ${classic})`,
    ]);
  });

  it('counts the released mixtapes of each genre and mood, every one listed in order, kept as a catalog read', async () => {
    const res = await call<Genres>('/genres');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.body.genres.map(({ slug, name }) => ({ slug, name }))).toEqual(GENRES);
    expect(res.body.moods.map(({ slug, name }) => ({ slug, name }))).toEqual(MOODS);
    expect(res.body.genres.filter((g) => g.mixtapes > 0).map((g) => [g.slug, g.mixtapes])).toEqual([
      ['hip-hop', 2],
      ['trap', 1],
    ]);
    expect(res.body.moods.filter((m) => m.mixtapes > 0).map((m) => [m.slug, m.mixtapes])).toEqual([
      ['chill', 3],
      ['party', 2],
    ]);
    // Another site's mixtapes are counted when it is asked for.
    const classics = await json<Genres>('/genres?site=classics');
    expect(countOf(classics.genres, 'hip-hop')).toBe(1);
    expect(countOf(classics.moods, 'party')).toBe(0);
  });

  it('narrows GET /mixtapes by genre, by mood, or both, with its sorts and other filters', async () => {
    expect(ids(await json<Paged<Mixtape>>('/mixtapes?genre=hip-hop'))).toEqual([a, b]);
    expect(ids(await json<Paged<Mixtape>>('/mixtapes?mood=chill'))).toEqual([a, c, d].sort((x, y) => x - y));
    expect(ids(await json<Paged<Mixtape>>('/mixtapes?genre=hip-hop&mood=chill'))).toEqual([a]);
    expect(ids(await json<Paged<Mixtape>>('/mixtapes?genre=rnb'))).toEqual([]);
    const byTitle = await json<Paged<Mixtape>>('/mixtapes?genre=hip-hop&sort=title&order=desc&take=1');
    expect(byTitle.meta).toMatchObject({ total: 2, pageCount: 2 });
    const titles = (await json<Paged<Mixtape>>('/mixtapes?genre=hip-hop')).data.map((m) => m.title).sort();
    expect(byTitle.data[0].title).toBe(titles[1]);
    expect(ids(await json<Paged<Mixtape>>('/mixtapes?genre=hip-hop&site=classics'))).toEqual([classic]);
  });

  it('refuses a genre or mood that is not on the lists, naming the valid ones', async () => {
    const genre = await json<{ message: string }>('/mixtapes?genre=polka', 400);
    expect(genre.message).toBe(`genre must be one of ${GENRES.map((g) => g.slug).join(', ')}`);
    const mood = await json<{ message: string }>('/mixtapes?genre=trap&mood=sad', 400);
    expect(mood.message).toBe(`mood must be one of ${MOODS.map((m) => m.slug).join(', ')}`);
    expect((await call('/mixtapes?genre=Hip-Hop')).status).toBe(400);
  });

  it('names the genre and moods in every mixtape answer', async () => {
    const one = await json<MixtapeDetail>(`/mixtapes/${a}`);
    expect(one.genre).toEqual({ slug: 'hip-hop', name: 'Hip-Hop' });
    expect(one.moods).toEqual([
      { slug: 'chill', name: 'Chill' },
      { slug: 'party', name: 'Party' },
    ]);
    expect(await json<MixtapeDetail>(`/mixtapes/find?slug=${one.slug}`)).toMatchObject({ genre: one.genre, moods: one.moods });
    const none = await json<MixtapeDetail>(`/mixtapes/${d}`);
    expect(none).toMatchObject({ genre: null, moods: [{ slug: 'chill', name: 'Chill' }] });
    const listed = (await json<Paged<Mixtape>>('/mixtapes?take=100')).data.find((m) => m.id === c)!;
    expect(listed).toMatchObject({ genre: { slug: 'trap', name: 'Trap' }, moods: [{ slug: 'chill', name: 'Chill' }] });
  });
});

describe('the studio', () => {
  let creator: TestMember;

  beforeAll(async () => {
    creator = await createMember('genre-maker');
    await runSql(`update users set roles = '{creator}' where id = ${creator.id}`);
  });

  /** A finished upload of a short synthesized MP3 (the tus protocol, in one PATCH). */
  async function uploadTrack(name: string, seed: number): Promise<string> {
    const bytes = await synthesizeTrack(seed, 2);
    const headers = { authorization: `Bearer ${creator.token}`, 'tus-resumable': '1.0.0' };
    const metadata = `filename ${Buffer.from(name).toString('base64')},filetype ${Buffer.from('audio/mpeg').toString('base64')}`;
    const created = await fetch(`${api.url}/api/v3/uploads`, { method: 'POST', headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': metadata } });
    const url = new URL(created.headers.get('location')!, api.url).toString();
    const done = await fetch(url, { method: 'PATCH', headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) });
    expect(done.status).toBe(200);
    return ((await done.json()) as Upload).id;
  }

  async function untilReady(id: number): Promise<Release> {
    for (let i = 0; i < 240; i++) {
      const res = await call<Release>(`/studio/mixtapes/${id}`, { as: creator });
      if (res.body.status !== 'processing') return res.body;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`release ${id} never got processed`);
  }

  it('refuses a genre or moods off the lists, more than three moods, or one twice', async () => {
    const release = (body: Record<string, unknown>) => call('/studio/mixtapes', { json: { title: 'Nope', artist: 'Nobody', tracks: [{ upload_id: 'none' }], ...body }, as: creator });
    const genre = await release({ genre: 'polka' });
    expect(genre.status).toBe(400);
    expect(genre.body.message).toBe(`genre must be one of ${GENRES.map((g) => g.slug).join(', ')}`);
    const mood = await release({ moods: ['chill', 'sad'] });
    expect(mood.status).toBe(400);
    expect(mood.body.message).toBe(`moods.1: Each mood must be one of ${MOODS.map((m) => m.slug).join(', ')}`);
    expect((await release({ moods: ['chill', 'party', 'hype', 'focus'] })).body.message).toBe('moods must hold at most 3 moods');
    expect((await release({ moods: ['chill', 'chill'] })).body.message).toBe('moods must name each mood once');
  });

  it('keeps the genre and moods a creator sets, and publishing copies them to the mixtape', async () => {
    const created = await call<{ id: number }>('/studio/mixtapes', {
      json: { title: 'Slow Burn', artist: 'Genre Tester', genre: 'rnb', moods: ['late-night', 'romantic'], tracks: [{ upload_id: await uploadTrack('slow.mp3', 51) }] },
      as: creator,
    });
    expect(created.status).toBe(201);
    const ready = await untilReady(created.body.id);
    expect(ready).toMatchObject({ status: 'ready', genre: 'rnb', moods: ['late-night', 'romantic'] });
    // Nothing of it is counted before it is published.
    expect(countOf((await json<Genres>('/genres')).genres, 'rnb')).toBe(0);

    const changed = await call<Release>(`/studio/mixtapes/${created.body.id}`, { method: 'PATCH', json: { moods: ['romantic', 'chill', 'focus'] }, as: creator });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ genre: 'rnb', moods: ['romantic', 'chill', 'focus'] });

    const published = await call<Release>(`/studio/mixtapes/${created.body.id}/publish`, { method: 'POST', as: creator });
    expect(published.body.status).toBe('published');
    const mixtape = await json<MixtapeDetail>(`/mixtapes/find?slug=${published.body.slug}`);
    expect(mixtape.genre).toEqual({ slug: 'rnb', name: 'R&B' });
    expect(mixtape.moods.map((m) => m.slug)).toEqual(['romantic', 'chill', 'focus']);
    expect(ids(await json<Paged<Mixtape>>('/mixtapes?genre=rnb'))).toEqual([mixtape.id]);
    expect(countOf((await json<Genres>('/genres')).moods, 'focus')).toBe(1);

    // A change to the published release reaches its mixtape, and the lists at once.
    const cleared = await call<Release>(`/studio/mixtapes/${created.body.id}`, { method: 'PATCH', json: { genre: null, moods: [] }, as: creator });
    expect(cleared.body).toMatchObject({ genre: null, moods: [] });
    expect(await json<MixtapeDetail>(`/mixtapes/find?slug=${published.body.slug}`)).toMatchObject({ genre: null, moods: [] });
    expect(ids(await json<Paged<Mixtape>>('/mixtapes?genre=rnb'))).toEqual([]);
  });
});
