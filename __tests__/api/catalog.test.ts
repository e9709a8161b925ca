/** @jest-environment node */
import type { Home, Mixtape, MixtapeDetail, Track } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import { apiForSuite } from '../helpers/api-server';
import { getV3, httpCall } from '../helpers/http';

const api = apiForSuite({ seed: { mixtapes: 12, artists: 5, djs: 3 } });
const json = getV3(api);

describe('GET /mixtapes', () => {
  it('pages released mixtapes of the main site, oldest first by default', async () => {
    const page = await json<Paged<Mixtape>>('/mixtapes?take=3');
    expect(page.meta).toMatchObject({ page: 1, take: 3 });
    expect(page.meta.pageCount).toBe(Math.ceil(page.meta.total / 3));
    expect(page.data).toHaveLength(3);
    const dates = page.data.map((m) => Date.parse(m.releaseDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    for (const m of page.data) {
      expect(m.site).toBe('main');
      expect(Date.parse(m.releaseDate)).toBeLessThanOrEqual(Date.now());
      expect(m.cover).toMatch(/^\/api\/v3\/media\/covers\//);
    }
  });

  it('walks every page without repeats', async () => {
    const first = await json<Paged<Mixtape>>('/mixtapes?take=2');
    const ids: number[] = [];
    for (let page = 1; page <= first.meta.pageCount; page++) {
      ids.push(...(await json<Paged<Mixtape>>(`/mixtapes?take=2&page=${page}`)).data.map((m) => m.id));
    }
    expect(new Set(ids).size).toBe(first.meta.total);
  });

  it('sorts by plays descending and filters by artist id or slug', async () => {
    const { data } = await json<Paged<Mixtape>>('/mixtapes?sort=plays&order=desc&take=50');
    const plays = data.map((m) => m.stats.plays);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    const artist = data[0].artist;
    const byId = await json<Paged<Mixtape>>(`/mixtapes?artist=${artist.id}&take=50`);
    const bySlug = await json<Paged<Mixtape>>(`/mixtapes?artist=${artist.slug}&take=50`);
    expect(byId.data.length).toBeGreaterThan(0);
    expect(byId.data.every((m) => m.artist.id === artist.id)).toBe(true);
    expect(bySlug.data.map((m) => m.id)).toEqual(byId.data.map((m) => m.id));
  });

  it('answers 400 with a showable message on bad parameters', async () => {
    for (const [query, message] of [
      ['take=101', 'take must not be more than 100'],
      ['take=0', 'take must be 1 or more'],
      ['page=0', 'page must be 1 or more'],
      ['order=up', 'order must be asc or desc'],
      ['sort=colour', 'sort must be one of'],
      ['range=decade', 'range must be one of'],
    ]) {
      const body = await json<{ statusCode: number; message: string; error: string }>(`/mixtapes?${query}`, 400);
      expect(body.statusCode).toBe(400);
      expect(body.error).toBe('Bad Request');
      expect(body.message).toContain(message);
    }
  });

  it('answers an unknown site with an empty page', async () => {
    const page = await json<Paged<Mixtape>>('/mixtapes?site=nowhere');
    expect(page).toEqual({ data: [], meta: { page: 1, take: 20, total: 0, pageCount: 0 } });
  });

  it('answers 405 with Allow for other methods', async () => {
    const res = await httpCall(`${api.url}/api/v3/mixtapes`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.body.statusCode).toBe(405);
  });
});

describe('the named sets', () => {
  const now = Date.now();
  const startOfDay = new Date(new Date().toISOString().slice(0, 10)).getTime();
  const week = 7 * 24 * 3600 * 1000;
  it.each([
    ['today', (m: Mixtape) => Date.parse(m.releaseDate) >= startOfDay && Date.parse(m.releaseDate) <= now],
    ['this-week', (m: Mixtape) => Date.parse(m.releaseDate) > now - week - 60_000 && Date.parse(m.releaseDate) <= now],
    ['premieres', (m: Mixtape) => m.premiere && Date.parse(m.releaseDate) <= now],
    ['featured', (m: Mixtape) => m.featured && Date.parse(m.releaseDate) <= now],
    ['past-releases', (m: Mixtape) => Date.parse(m.releaseDate) <= now - week + 60_000],
    ['unreleased', (m: Mixtape) => Date.parse(m.releaseDate) > now - 60_000],
  ])('/mixtapes/%s holds only what its name says', async (set, holds) => {
    const page = await json<Paged<Mixtape>>(`/mixtapes/${set}?take=100`);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every(holds)).toBe(true);
    expect(page.data.every((m) => m.site === 'main')).toBe(true);
  });

  it('/home gathers the sections the home page shows', async () => {
    const home = await json<Home>('/home');
    for (const section of ['featured', 'premieres', 'today', 'thisWeek', 'trending', 'pastReleases', 'unreleased'] as const) {
      expect(home[section].length).toBeGreaterThan(0);
    }
  });

  it('/mixtapes/stats adds up the catalog', async () => {
    const stats = await json<Record<string, number>>('/mixtapes/stats');
    const all = await json<Paged<Mixtape>>('/mixtapes?take=100&site=main');
    expect(stats.mixtapes).toBeGreaterThanOrEqual(all.meta.total);
    expect(stats.tracks).toBeGreaterThan(0);
    expect(stats.plays).toBeGreaterThan(0);
  });
});

describe('one mixtape', () => {
  let first: Mixtape;
  beforeAll(async () => {
    first = (await json<Paged<Mixtape>>('/mixtapes?take=1')).data[0];
  });

  it('is found by id and by slug with its tracks in order', async () => {
    const byId = await json<MixtapeDetail>(`/mixtapes/${first.id}`);
    const bySlug = await json<MixtapeDetail>(`/mixtapes/find?slug=${first.slug}`);
    expect(bySlug).toEqual(byId);
    expect(byId.tracks.length).toBe(byId.trackCount);
    expect(byId.tracks.map((t) => t.rank)).toEqual(byId.tracks.map((_, i) => i + 1));
    for (const t of byId.tracks) {
      expect(t).toMatchObject({ slug: first.slug, mixtapeId: first.id });
      expect(t.duration).toBeGreaterThan(0);
      expect(typeof t.guestDownload).toBe('boolean');
    }
  });

  it('says whether it is explicit, as the seed marked some', async () => {
    const all = await json<Paged<Mixtape>>('/mixtapes?take=100');
    expect(all.data.some((m) => m.explicit)).toBe(true);
    expect(all.data.some((m) => !m.explicit)).toBe(true);
    const marked = all.data.find((m) => m.explicit)!;
    const detail = await json<MixtapeDetail>(`/mixtapes/find?slug=${marked.slug}`);
    expect(detail.explicit).toBe(true);
    // Its tracks say so too, wherever they are played from (a queue, a playlist, the radio).
    expect(detail.tracks.every((t) => t.explicit === true)).toBe(true);
    expect((await json<Track[]>(`/mixtapes/${marked.id}/queue`)).every((t) => t.explicit === true)).toBe(true);
    const clean = all.data.find((m) => !m.explicit)!;
    expect((await json<Track[]>(`/mixtapes/${clean.id}/queue`)).every((t) => t.explicit === false)).toBe(true);
  });

  it('hands its tracks over as a queue', async () => {
    const queue = await json<Track[]>(`/mixtapes/${first.id}/queue`);
    const detail = await json<MixtapeDetail>(`/mixtapes/${first.id}`);
    expect(queue).toEqual(detail.tracks);
  });

  it('suggests other mixtapes, never itself', async () => {
    const suggestions = await json<Mixtape[]>(`/mixtapes/${first.id}/suggestions`);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.some((m) => m.id === first.id)).toBe(false);
  });

  it('answers 404 for an unknown id or slug and 400 for a non-numeric id', async () => {
    expect((await json<{ message: string }>('/mixtapes/999999', 404)).message).toBe('Mixtape not found');
    expect((await json<{ message: string }>('/mixtapes/find?slug=no-such-tape', 404)).message).toBe('Mixtape not found');
    expect((await json<{ message: string }>('/mixtapes/abc', 400)).message).toBe('Validation failed (numeric string is expected)');
    expect((await json<{ message: string }>('/mixtapes/abc/queue', 400)).message).toBe('Validation failed (numeric string is expected)');
    expect((await json<{ message: string }>('/mixtapes/find', 400)).message).toMatch(/slug/);
  });
});

it('GET /config tells the ads configuration and the comments provider', async () => {
  const config = await json<{ ads: { enabled: boolean; everyTracks: number } }>('/config');
  expect(config).toEqual({ ads: { enabled: false, everyTracks: 4 }, comments: { provider: 'builtin', spotId: null } });
});
