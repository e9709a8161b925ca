/** @jest-environment node */
import type { SearchPage, SearchResult } from '@/lib/contracts/search';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { createMember } from '../helpers/member-tokens';
import { httpCall } from '../helpers/http';

let api: TestApi;
const search = async (query: Record<string, string | number>, status = 200) => {
  const res = await httpCall<SearchPage>(`${api.url}/api/v3/search`, { query });
  expect(res.status).toBe(status);
  return res.body;
};
const titles = (results: SearchResult[]) => results.map((r) => ('title' in r ? r.title : r.name));

/** Known rows beside the seeded catalog, whose names are random words. */
async function addKnownRows() {
  const [{ getDb }, schema] = await Promise.all([import('@/server/db/client'), import('@/server/db/schema')]);
  const db = await getDb();
  const [artist] = await db.insert(schema.artists).values({ slug: 'beyonce-vale', name: 'Béyoncé Vale' }).returning();
  const past = new Date(Date.now() - 86_400_000);
  const mixtape = (title: string, slug: string, plays: number, releaseDate = past) => ({ slug, title, plays, releaseDate, artistId: artist.id });
  const rows = await db
    .insert(schema.mixtapes)
    .values([
      mixtape('Avenue & Dreams', 'avenue-and-dreams', 10),
      mixtape('Dreams on the Avenue Deluxe', 'dreams-on-the-avenue-deluxe', 5_000),
      mixtape('Quiet Avenue', 'quiet-avenue', 1),
      mixtape('Quiet Avenue Tapes', 'quiet-avenue-tapes', 90_000),
      mixtape('Avenue Unreleased', 'avenue-unreleased', 0, new Date(Date.now() + 86_400_000 * 30)),
    ])
    .returning();
  const [track] = await db
    .insert(schema.tracks)
    .values({ title: 'Zanzibar Nights', artist: 'Béyoncé Vale', durationSeconds: 187, mediaKey: 'audio/test/zanzibar.mp3', size: 1, bitrate: 128 })
    .returning();
  await db.insert(schema.mixtapeTracks).values({ mixtapeId: rows[0].id, trackId: track.id, position: 1 });
  return { artist, mixtapes: rows, track };
}

let known: Awaited<ReturnType<typeof addKnownRows>>;

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 6, artists: 3, djs: 2, podcasts: 1 } });
  known = await addKnownRows();
  const [owner] = await Promise.all([createMember('owner')]);
  const make = (name: string, isPublic: boolean) =>
    httpCall(`${api.url}/api/v3/playlists`, { method: 'POST', token: owner.token, body: multipart({ name, public: String(isPublic) }), type: MULTIPART_TYPE });
  expect((await make('Xylophone Secret Mix', false)).status).toBe(200);
  expect((await make('Xylophone Party Mix', true)).status).toBe(200);
});
afterAll(() => api.stop());

const BOUNDARY = 'search-test-boundary';
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
function multipart(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

describe('GET /search', () => {
  it('finds words by their first letters', async () => {
    const page = await search({ query: 'aven', filter: 'mixtapes' });
    expect(titles(page.data)).toContain('Avenue & Dreams');
    expect(page.data.every((r) => r.type === 'mixtape')).toBe(true);
  });

  it('forgives typos, in one word and in several', async () => {
    expect(titles((await search({ query: 'dreems', filter: 'mixtapes' })).data)).toContain('Avenue & Dreams');
    expect(titles((await search({ query: 'avenu', filter: 'mixtapes' })).data)).toContain('Avenue & Dreams');
    expect(titles((await search({ query: 'dreems avenu', filter: 'mixtapes' })).data)).toEqual(
      expect.arrayContaining(['Avenue & Dreams', 'Dreams on the Avenue Deluxe']),
    );
  });

  it('ignores case and accents, both ways', async () => {
    const plain = await search({ query: 'BEYONCE', filter: 'artists' });
    expect(plain.data[0]).toMatchObject({ type: 'artist', slug: 'beyonce-vale', name: 'Béyoncé Vale' });
    const accented = await search({ query: 'zánzíbar', filter: 'tracks' });
    expect(accented.data[0]).toMatchObject({ type: 'track', title: 'Zanzibar Nights', slug: 'avenue-and-dreams', duration: 187 });
  });

  it('ranks the exact title first, then the popular among equally close ones', async () => {
    const exact = await search({ query: 'quiet avenue', filter: 'mixtapes' });
    expect(titles(exact.data).slice(0, 2)).toEqual(['Quiet Avenue', 'Quiet Avenue Tapes']);
    const both = await search({ query: 'avenue dreams', filter: 'mixtapes' });
    expect(titles(both.data)[0]).toBe('Avenue & Dreams');
  });

  it('never lists an unreleased mixtape', async () => {
    expect(titles((await search({ query: 'unreleased', filter: 'mixtapes' })).data)).not.toContain('Avenue Unreleased');
  });

  it('finds public playlists and never a private one, whoever asks', async () => {
    const found = await search({ query: 'xylophone', filter: 'playlists' });
    expect(titles(found.data)).toEqual(['Xylophone Party Mix']);
    expect(found.data[0]).toMatchObject({ type: 'playlist', owner: 'owner' });
    expect(titles((await search({ query: 'xylophone secret' })).data)).not.toContain('Xylophone Secret Mix');
  });

  it('mixes every kind under filter=all, each with its type, and pages the whole', async () => {
    const all = await search({ query: 'avenue', take: 2 });
    expect(all.meta).toMatchObject({ page: 1, take: 2 });
    expect(all.meta.total).toBeGreaterThanOrEqual(4);
    const second = await search({ query: 'avenue', take: 2, page: 2 });
    const ids = [...all.data, ...second.data].map((r) => `${r.type}:${r.id}`);
    expect(new Set(ids).size).toBe(4);
    const kinds = await search({ query: 'beyonce' });
    expect(kinds.data.map((r) => r.type)).toContain('artist');
  });

  it('finds a podcast and a track of the seeded catalog by its name', async () => {
    const podcasts = await httpCall<{ data: { name: string }[] }>(`${api.url}/api/v3/podcasts`);
    const name = podcasts.body.data[0].name;
    const found = await search({ query: name.slice(0, 6), filter: 'podcasts' });
    expect(found.data[0]).toMatchObject({ type: 'podcast', name });
  });

  it('answers an empty page past the end, and nothing for words of punctuation', async () => {
    expect((await search({ query: 'avenue', filter: 'mixtapes', page: 50 })).data).toEqual([]);
    expect(await search({ query: '&&&' })).toEqual({ data: [], meta: { page: 1, take: 20, total: 0, pageCount: 0 } });
  });

  it('answers 400 with a message for a blank, too long or missing query and an unknown filter', async () => {
    for (const [query, message] of [
      [{ query: '' }, 'query must not be empty'],
      [{ query: '    ' }, 'query must not be empty'],
      [{}, 'query must not be empty'],
      [{ query: 'a'.repeat(201) }, 'query must be at most 200 characters'],
      [{ query: 'dreams', filter: 'songs' }, 'filter must be one of all, mixtapes, tracks, artists, djs, playlists, podcasts'],
    ] as const) {
      const body = await search(query as Record<string, string>, 400);
      expect(body.message).toBe(message);
    }
  });

  it('is a public catalog read', async () => {
    const res = await httpCall(`${api.url}/api/v3/search`, { query: { query: 'aven' } });
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(known.mixtapes.length).toBe(5);
  });
});

describe('GET /search, typos', () => {
  it('says which words it searched when it took one as a typo, and only when that found something', async () => {
    const typo = await search({ query: 'Dreems', filter: 'mixtapes' });
    expect(titles(typo.data)).toContain('Avenue & Dreams');
    expect(typo.corrected).toBe('dreams');
    // A word taken as the start of another is searched as typed: only the typo is spelled anew.
    expect((await search({ query: 'dreems avenu', filter: 'mixtapes' })).corrected).toBe('dreams avenu');
    expect(await search({ query: 'aven', filter: 'mixtapes' })).not.toHaveProperty('corrected');
    // Corrected, but nothing found: there are no results to say it of.
    const none = await search({ query: 'dreems xylophone', filter: 'mixtapes' });
    expect(none).toEqual({ data: [], meta: { page: 1, take: 20, total: 0, pageCount: 0 } });
  });

  it('searches the exact words with exact=1: no typo forgiven, prefixes still found', async () => {
    expect(await search({ query: 'dreems', filter: 'mixtapes', exact: 1 })).toEqual({ data: [], meta: { page: 1, take: 20, total: 0, pageCount: 0 } });
    const prefix = await search({ query: 'aven', filter: 'mixtapes', exact: 1 });
    expect(titles(prefix.data)).toContain('Avenue & Dreams');
    expect(prefix).not.toHaveProperty('corrected');
    expect((await search({ query: 'dreems', filter: 'mixtapes', exact: 0 })).corrected).toBe('dreams');
    for (const exact of ['yes', '2', '']) expect((await search({ query: 'dreems', exact }, 400)).message).toBe('exact must be 1 or 0');
  });


  it('takes a near miss for words of about its length only', async () => {
    const [{ getDb }, schema] = await Promise.all([import('@/server/db/client'), import('@/server/db/schema')]);
    await (await getDb()).insert(schema.djs).values({ slug: 'dj-dre-test', name: 'DJ Dre' });
    expect(titles((await search({ query: 'dreems', filter: 'djs' })).data)).not.toContain('DJ Dre');
    expect(titles((await search({ query: 'dre', filter: 'djs' })).data)).toContain('DJ Dre');
  });
});
