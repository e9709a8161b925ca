/** @jest-environment node */
import type { Paged } from '@/lib/contracts/common';
import type { FeedItem, FollowState } from '@/lib/contracts/following';
import type { Person, Podcast } from '@/lib/contracts/people';
import { apiForSuite } from '../helpers/api-server';
import { createMember as memberWithToken } from '../helpers/member-tokens';
import { callAs, createMember, runSql, type Member } from '../helpers/members';

// Following artists, DJs and podcasts, their follower counts, and the feed of their releases (see docs/product.md,
// Following and alerts). The catalog is made here, row by row, so the feed's order is known to the hour.

const api = apiForSuite();
const as = (member: Member | null) => callAs(api, member);

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/** Inserts a row and answers its id. */
const insert = async (table: string, values: Record<string, string | number | null>) => {
  const columns = Object.keys(values).join(', ');
  const literals = Object.values(values).map((v) => (v === null ? 'null' : typeof v === 'number' ? String(v) : `'${v}'`));
  return (await runSql<{ id: number }>(`insert into ${table} (${columns}) values (${literals.join(', ')}) returning id`))[0].id;
};

const catalog = {} as Record<'ada' | 'bo' | 'dee' | 'show' | 'otherShow', number> & Record<string, number>;
let ann: Member;
let bob: Member;

beforeAll(async () => {
  catalog.ada = await insert('artists', { slug: 'ada', name: 'Ada' });
  catalog.bo = await insert('artists', { slug: 'bo', name: 'Bo' });
  catalog.dee = await insert('djs', { slug: 'dj-dee', name: 'DJ Dee' });
  catalog.show = await insert('podcasts', { slug: 'the-show', title: 'The Show', host: 'Hal' });
  catalog.otherShow = await insert('podcasts', { slug: 'other-show', title: 'Other Show' });
  const notice = await insert('dmca_notices', {
    reference: 'DMCA-TEST-1',
    name: 'Rights Holder',
    email: 'rights@example.com',
    copyrighted_work: 'A song',
    infringing_urls: '[]',
    signature: 'R. Holder',
    ip_hash: 'x',
  });
  const mixtape = (slug: string, artist: number, hours: number, extra: Record<string, string | number | null> = {}) =>
    insert('mixtapes', { slug, title: slug, artist_id: artist, release_date: ago(hours), ...extra });
  catalog.old = await mixtape('ada-old', catalog.ada, 120);
  catalog.byDj = await mixtape('bo-with-dee', catalog.bo, 72, { dj_id: catalog.dee });
  catalog.both = await mixtape('ada-with-dee', catalog.ada, 24, { dj_id: catalog.dee });
  catalog.comingSoon = await mixtape('ada-coming-soon', catalog.ada, -48);
  catalog.takenDown = await mixtape('ada-taken-down', catalog.ada, 48, { taken_down_by: notice });
  catalog.otherSite = await mixtape('ada-elsewhere', catalog.ada, 6, { site: 'other' });
  catalog.notFollowed = await mixtape('bo-alone', catalog.bo, 1);
  const episode = (slug: string, podcast: number, hours: number) =>
    insert('episodes', { slug, title: slug, podcast_id: podcast, media_key: `audio/${slug}.mp3`, duration_seconds: 60, published_at: ago(hours) });
  catalog.episodeOld = await episode('show-1', catalog.show, 96);
  catalog.episodeNew = await episode('show-2', catalog.show, 2);
  catalog.episodeAhead = await episode('show-3', catalog.show, -24);
  catalog.otherEpisode = await episode('other-1', catalog.otherShow, 1);
  [ann, bob] = [await createMember(api, 'ann'), await createMember(api, 'bob')];
});

const follow = (member: Member, path: string) => as(member)<FollowState>(`/users/following/${path}`, { method: 'POST' });
const unfollow = (member: Member, path: string) => as(member)<FollowState>(`/users/following/${path}`, { method: 'DELETE' });
const followers = async (table: string, id: number) => (await runSql<{ n: number }>(`select followers as n from ${table} where id = ${id}`))[0].n;
const rows = async (table: string, id: number) => (await runSql<{ n: number }>(`select count(*)::int as n from ${table} where item_id = ${id}`))[0].n;

describe('who may call', () => {
  it('answers 401 to a guest on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/users/feed'],
      ['GET', '/users/following?kind=artists'],
      ['GET', '/users/following/artists/1'],
      ['POST', '/users/following/djs/1'],
      ['DELETE', '/users/following/podcasts/1'],
    ];
    for (const [method, path] of routes) {
      const res = await as(null)(path, { method });
      expect([method, path, res.status, res.body.message]).toEqual([method, path, 401, 'Please log in to continue.']);
    }
  });

  it('answers 400 for a kind that cannot be followed or an id that is not one, and 404 for an id naming none', async () => {
    const kind = await as(ann)('/users/following/mixtapes/1', { method: 'POST' });
    expect([kind.status, kind.body.message]).toEqual([400, 'kind must be one of artists, djs, podcasts']);
    const id = await as(ann)('/users/following/artists/abc', { method: 'POST' });
    expect([id.status, id.body.message]).toEqual([400, 'Validation failed (numeric string is expected)']);
    const list = await as(ann)('/users/following');
    expect([list.status, list.body.message]).toEqual([400, 'kind must be one of artists, djs, podcasts']);
    for (const [kind, message] of [
      ['artists', 'Artist not found'],
      ['djs', 'DJ not found'],
      ['podcasts', 'Podcast not found'],
    ]) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await as(ann)(`/users/following/${kind}/999999`, { method });
        expect([kind, method, res.status, res.body.message]).toEqual([kind, method, 404, message]);
      }
    }
  });
});

describe('following and unfollowing', () => {
  it('is idempotent, and the count moves only when a follow really came or went', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await follow(ann, `podcasts/${catalog.otherShow}`);
      expect([res.status, res.body]).toEqual([200, { following: true, followers: 1 }]);
    }
    expect((await as(ann)(`/users/following/podcasts/${catalog.otherShow}`)).body).toEqual({ following: true, followers: 1 });
    expect((await as(bob)(`/users/following/podcasts/${catalog.otherShow}`)).body).toEqual({ following: false, followers: 1 });
    expect(await rows('followed_podcasts', catalog.otherShow)).toBe(1);
    // The podcast's own answers carry the count (the kept answers catch up as counted plays do: at once in tests).
    expect((await as(null)<Podcast>(`/podcasts/${catalog.otherShow}`)).body.followers).toBe(1);
    for (let i = 0; i < 2; i++) {
      const res = await unfollow(ann, `podcasts/${catalog.otherShow}`);
      expect([res.status, res.body]).toEqual([200, { following: false, followers: 0 }]);
    }
    // Bob never followed it: unfollowing moves nothing.
    expect((await unfollow(bob, `podcasts/${catalog.otherShow}`)).body).toEqual({ following: false, followers: 0 });
    expect(await followers('podcasts', catalog.otherShow)).toBe(0);
    expect((await as(null)<Podcast>(`/podcasts/${catalog.otherShow}`)).body.followers).toBe(0);
  });

  it('keeps the count exact under concurrent follows and unfollows', async () => {
    const crowd = await Promise.all(Array.from({ length: 20 }, (_, i) => memberWithToken(`crowd-${i}`)));
    const path = `djs/${catalog.dee}`;
    const answers = await Promise.all(crowd.map((member) => follow(member, path)));
    expect(answers.map((res) => res.status)).toEqual(crowd.map(() => 200));
    expect(await followers('djs', catalog.dee)).toBe(20);
    expect((await as(null)<Person>(`/djs/${catalog.dee}`)).body.followers).toBe(20);
    // Each member follows twice and unfollows once, all at once: whatever order they land in, the count is the rows.
    await Promise.all(crowd.flatMap((member) => [follow(member, path), unfollow(member, path), follow(member, path)]));
    expect(await followers('djs', catalog.dee)).toBe(await rows('followed_djs', catalog.dee));
    await Promise.all(crowd.flatMap((member) => [unfollow(member, path), unfollow(member, path)]));
    expect(await rows('followed_djs', catalog.dee)).toBe(0);
    expect(await followers('djs', catalog.dee)).toBe(0);
  });
});

describe('GET /users/following', () => {
  it("lists the member's own follows of one kind, the latest followed first, paged", async () => {
    await follow(ann, `artists/${catalog.bo}`);
    await follow(ann, `artists/${catalog.ada}`);
    await follow(bob, `djs/${catalog.dee}`);
    const artists = await as(ann)<Paged<Person>>('/users/following?kind=artists');
    expect(artists.body.data.map((p) => p.slug)).toEqual(['ada', 'bo']);
    expect(artists.body.data[0]).toEqual({ id: catalog.ada, slug: 'ada', name: 'Ada', image: null, bio: '', followers: 1, counts: { mixtapes: 2, plays: 0 } });
    expect(artists.body.meta).toEqual({ page: 1, take: 20, total: 2, pageCount: 1 });
    const second = await as(ann)<Paged<Person>>('/users/following?kind=artists&take=1&page=2');
    expect(second.body.data.map((p) => p.slug)).toEqual(['bo']);
    expect((await as(ann)<Paged<Person>>('/users/following?kind=djs')).body.data).toEqual([]);
    expect((await as(bob)<Paged<Person>>('/users/following?kind=djs')).body.data.map((p) => p.slug)).toEqual(['dj-dee']);
    expect((await as(bob)<Paged<Person>>('/users/following?kind=artists')).body.meta.total).toBe(0);
    await follow(ann, `podcasts/${catalog.show}`);
    const podcasts = await as(ann)<Paged<Podcast>>('/users/following?kind=podcasts');
    expect(podcasts.body.data).toEqual([expect.objectContaining({ id: catalog.show, name: 'The Show', host: 'Hal', followers: 1, counts: { episodes: 3, plays: 0 } })]);
    await unfollow(ann, `artists/${catalog.bo}`);
  });
});

describe('GET /users/feed', () => {
  beforeAll(async () => {
    // Ann follows Ada and The Show (above); now DJ Dee too.
    await follow(ann, `djs/${catalog.dee}`);
  });

  const describeItem = (item: FeedItem) =>
    item.kind === 'mixtape' ? [item.mixtape.slug, item.because.map((b) => `${b.kind}:${b.slug}`)] : [item.episode.slug, item.because.map((b) => `${b.kind}:${b.slug}`)];

  it("holds the followed ones' released mixtapes and published episodes, newest first, each saying why", async () => {
    const feed = await as(ann)<Paged<FeedItem>>('/users/feed');
    expect(feed.status).toBe(200);
    expect(feed.body.data.map(describeItem)).toEqual([
      ['show-2', ['podcasts:the-show']],
      ['ada-with-dee', ['artists:ada', 'djs:dj-dee']],
      ['bo-with-dee', ['djs:dj-dee']],
      ['show-1', ['podcasts:the-show']],
      ['ada-old', ['artists:ada']],
    ]);
    expect(feed.body.meta).toEqual({ page: 1, take: 20, total: 5, pageCount: 1 });
    const [episode, mixtape] = feed.body.data;
    expect(episode).toMatchObject({ kind: 'episode', episode: { id: catalog.episodeNew, podcast: { id: catalog.show } }, podcast: { id: catalog.show, name: 'The Show', followers: 1 } });
    expect(mixtape).toMatchObject({ kind: 'mixtape', mixtape: { id: catalog.both, artist: { slug: 'ada' }, dj: { slug: 'dj-dee' } } });
  });

  it('never holds a Coming Soon mixtape, one taken down, one of another site, an episode still ahead or what is not followed', async () => {
    const feed = await as(ann)<Paged<FeedItem>>('/users/feed?take=100');
    const ids = feed.body.data.map((item) => (item.kind === 'mixtape' ? item.mixtape.id : -item.episode.id));
    for (const id of [catalog.comingSoon, catalog.takenDown, catalog.otherSite, catalog.notFollowed]) expect(ids).not.toContain(id);
    for (const id of [catalog.episodeAhead, catalog.otherEpisode]) expect(ids).not.toContain(-id);
  });

  it('pages without repeating or skipping an item', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => as(ann)<Paged<FeedItem>>(`/users/feed?take=2&page=${page}`)));
    expect(pages.map((page) => page.body.data.map((item) => describeItem(item)[0]))).toEqual([['show-2', 'ada-with-dee'], ['bo-with-dee', 'show-1'], ['ada-old']]);
    expect(pages[0].body.meta).toEqual({ page: 1, take: 2, total: 5, pageCount: 3 });
  });

  it("is the member's own: another member's follows make another feed, and following nobody an empty one", async () => {
    const feed = await as(bob)<Paged<FeedItem>>('/users/feed');
    expect(feed.body.data.map((item) => describeItem(item)[0])).toEqual(['ada-with-dee', 'bo-with-dee']);
    const nobody = await memberWithToken('nobody');
    const empty = await as(nobody)<Paged<FeedItem>>('/users/feed');
    expect(empty.body).toEqual({ data: [], meta: { page: 1, take: 20, total: 0, pageCount: 0 } });
  });
});

describe('deleting an account', () => {
  it('removes its follows and takes them out of the counts', async () => {
    const leaver = await createMember(api, 'leaver');
    const before = { artist: await followers('artists', catalog.ada), dj: await followers('djs', catalog.dee), podcast: await followers('podcasts', catalog.show) };
    for (const path of [`artists/${catalog.ada}`, `djs/${catalog.dee}`, `podcasts/${catalog.show}`]) expect((await follow(leaver, path)).status).toBe(200);
    expect(await followers('artists', catalog.ada)).toBe(before.artist + 1);
    const erased = await as(leaver)('/users/me', { method: 'DELETE', json: { password: 'leaver-plays-records-42' } });
    expect(erased.status).toBe(204);
    expect({ artist: await followers('artists', catalog.ada), dj: await followers('djs', catalog.dee), podcast: await followers('podcasts', catalog.show) }).toEqual(before);
    for (const table of ['followed_artists', 'followed_djs', 'followed_podcasts']) {
      expect((await runSql<{ n: number }>(`select count(*)::int as n from ${table} where user_id = ${leaver.id}`))[0].n).toBe(0);
    }
    expect((await as(null)<Person>(`/artists/${catalog.ada}`)).body.followers).toBe(before.artist);
  });
});
