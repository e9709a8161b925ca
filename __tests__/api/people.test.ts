/** @jest-environment node */
import type { Mixtape } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { Episode, Person, Podcast, PodcastDetail } from '@/lib/contracts/people';
import { apiForSuite } from '../helpers/api-server';
import { getV3, httpCall } from '../helpers/http';

const api = apiForSuite({ seed: { mixtapes: 10, artists: 4, djs: 3, podcasts: 2 } });
const json = getV3(api);

describe.each([
  ['artists', 'Artist not found'],
  ['djs', 'DJ not found'],
])('GET /%s', (path, missing) => {
  it('pages everyone, most played first, with counts', async () => {
    const page = await json<Paged<Person>>(`/${path}?take=50`);
    expect(page.meta.total).toBe(page.data.length);
    const plays = page.data.map((p) => p.counts.plays);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    for (const person of page.data) {
      expect(person).toMatchObject({ slug: expect.any(String), name: expect.any(String), bio: expect.any(String) });
      expect(person.image).toMatch(/^\/api\/v3\/media\//);
    }
    const firstPage = await json<Paged<Person>>(`/${path}?take=1`);
    expect(firstPage.meta.pageCount).toBe(page.meta.total);
  });

  it('reads one by id and by slug, and its counts add up with its mixtapes', async () => {
    const [first] = (await json<Paged<Person>>(`/${path}?take=1`)).data;
    expect(await json<Person>(`/${path}/${first.id}`)).toEqual(first);
    expect(await json<Person>(`/${path}/find?slug=${first.slug}`)).toEqual(first);
    const filter = path === 'artists' ? 'artist' : 'dj';
    const mixtapes = await json<Paged<Mixtape>>(`/mixtapes?${filter}=${first.slug}&take=100`);
    expect(first.counts.mixtapes).toBe(mixtapes.meta.total);
    expect(first.counts.plays).toBe(mixtapes.data.reduce((sum, m) => sum + m.stats.plays, 0));
  });

  it('answers 404 for an unknown id or slug and 400 for a bad one', async () => {
    expect((await json<{ message: string }>(`/${path}/999999`, 404)).message).toBe(missing);
    expect((await json<{ message: string }>(`/${path}/find?slug=nobody-here`, 404)).message).toBe(missing);
    expect((await json<{ message: string }>(`/${path}/abc`, 400)).message).toBe('Validation failed (numeric string is expected)');
    expect((await json<{ message: string }>(`/${path}/find?slug=Not%20A%20Slug`, 400)).message).toContain('slug may contain only');
  });
});

describe('GET /artists/{id}/mixtapes', () => {
  it("pages an artist's released mixtapes, newest first", async () => {
    const [artist] = (await json<Paged<Person>>('/artists?take=1')).data;
    const page = await json<Paged<Mixtape>>(`/artists/${artist.id}/mixtapes?take=100`);
    expect(page.meta.total).toBe(artist.counts.mixtapes);
    expect(page.data.every((m) => m.artist.id === artist.id)).toBe(true);
    const dates = page.data.map((m) => Date.parse(m.releaseDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await json<{ message: string }>('/artists/999999/mixtapes', 404)).message).toBe('Artist not found');
  });
});

describe('podcasts', () => {
  it('lists podcasts and reads one with its episodes, newest first, by id and by slug', async () => {
    const page = await json<Paged<Podcast>>('/podcasts');
    expect(page.meta.total).toBe(2);
    const [podcast] = page.data;
    const detail = await json<PodcastDetail>(`/podcasts/${podcast.id}`);
    expect(detail.episodes).toHaveLength(podcast.counts.episodes);
    expect(detail.episodes.length).toBeGreaterThan(0);
    const dates = detail.episodes.map((e) => Date.parse(e.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(await json<PodcastDetail>(`/podcasts/find?slug=${podcast.slug}`)).toEqual(detail);
    expect((await json<{ message: string }>('/podcasts/999999', 404)).message).toBe('Podcast not found');
    expect((await json<{ message: string }>('/podcasts/find?slug=no-such-show', 404)).message).toBe('Podcast not found');
  });

  it('reads an episode and streams its audio with byte ranges', async () => {
    const [podcast] = (await json<Paged<Podcast>>('/podcasts')).data;
    const [first] = (await json<PodcastDetail>(`/podcasts/${podcast.id}`)).episodes;
    const episode = await json<Episode>(`/podcasts/episodes/${first.id}`);
    expect(episode).toEqual(first);
    expect(episode.stream).toBe(`/api/v3/podcasts/episodes/${first.id}/stream`);
    expect(episode.podcast).toEqual({ id: podcast.id, slug: podcast.slug, name: podcast.name });
    const whole = await httpCall(`${api.url}${episode.stream}`, { raw: true });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.bytes.length).toBeGreaterThan(1000);
    const part = await httpCall(`${api.url}${episode.stream}`, { raw: true, headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.bytes.length).toBe(100);
    expect((await json<{ message: string }>('/podcasts/episodes/999999', 404)).message).toBe('Episode not found');
    expect((await httpCall(`${api.url}/api/v3/podcasts/episodes/999999/stream`)).status).toBe(404);
  });
});

/** The name as the indexes sort and letter it: lowercase, without accents or punctuation (search_key). */
const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe.each([
  ['artists', 'artists'],
  ['djs', 'djs'],
] as const)('GET /%s, sorted and by letter', (path, table) => {
  const known = ['Élan Vital', 'Echo Park', '808 Crew', '(Zephyr) Ko'];
  beforeAll(async () => {
    const [{ getDb }, schema, { invalidateCatalog }] = await Promise.all([
      import('@/server/db/client'),
      import('@/server/db/schema'),
      import('@/server/cache/catalog-cache'),
    ]);
    await (await getDb()).insert(schema[table]).values(known.map((name, i) => ({ slug: `${path}-known-${i}`, name })));
    invalidateCatalog();
  });

  it('sorts by name, ignoring case, accents and punctuation, and pages without repeating anyone', async () => {
    const all = await json<Paged<Person>>(`/${path}?sort=name&take=100`);
    const keys = all.data.map((p) => nameKey(p.name));
    expect(keys).toEqual([...keys].sort());
    expect(all.data.map((p) => p.name)).toEqual(expect.arrayContaining(known));
    const [first, second] = await Promise.all([json<Paged<Person>>(`/${path}?sort=name&take=3`), json<Paged<Person>>(`/${path}?sort=name&take=3&page=2`)]);
    expect([...first.data, ...second.data]).toEqual(all.data.slice(0, 6));
    // Most played first is still the default.
    const popular = (await json<Paged<Person>>(`/${path}?take=100`)).data.map((p) => p.counts.plays);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    expect(await json<Paged<Person>>(`/${path}?sort=popular&take=100`)).toEqual(await json<Paged<Person>>(`/${path}?take=100`));
  });

  it('narrows to the names under one letter, accented ones included, or under # for the others', async () => {
    const e = await json<Paged<Person>>(`/${path}?sort=name&letter=E&take=100`);
    expect(e.data.map((p) => p.name)).toEqual(expect.arrayContaining(['Élan Vital', 'Echo Park']));
    expect(e.data.every((p) => nameKey(p.name).startsWith('e'))).toBe(true);
    expect(e.meta.total).toBe(e.data.length);
    expect(await json<Paged<Person>>(`/${path}?sort=name&letter=e&take=100`)).toEqual(e);
    // The leading bracket is punctuation: Zephyr is under Z.
    expect((await json<Paged<Person>>(`/${path}?sort=name&letter=Z&take=100`)).data.map((p) => p.name)).toContain('(Zephyr) Ko');
    const others = await json<Paged<Person>>(`/${path}?sort=name&letter=%23&take=100`);
    expect(others.data.map((p) => p.name)).toEqual(['808 Crew']);
    expect(others.meta).toEqual({ page: 1, take: 100, total: 1, pageCount: 1 });
    // A letter narrows the popular order too.
    expect((await json<Paged<Person>>(`/${path}?letter=%23`)).data.map((p) => p.name)).toEqual(['808 Crew']);
  });

  it('answers 400 naming the valid values for an unknown sort or letter', async () => {
    expect((await json<{ message: string }>(`/${path}?sort=title`, 400)).message).toBe('sort must be one of popular, name');
    for (const letter of ['AB', '1', '%C3%89', '']) {
      expect((await json<{ message: string }>(`/${path}?letter=${letter}`, 400)).message).toBe('letter must be one of A to Z, or # for names that start with anything else');
    }
  });
});
