import { sql } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/common';
import type { FeedItem, FeedReason } from '@/lib/contracts/following';
import { mixtapesByIds } from '../catalog/by-ids';
import { episodesByIds, podcastsByIds } from '../catalog/podcasts';
import { getDb, rowsOf } from '../db/client';
import { pageMeta } from '../core/paging';

// A member's feed (see docs/product.md, Following and alerts): the released mixtapes of the artists and DJs they
// follow and the published episodes of the podcasts they follow, newest first. Mixtapes are those the artist's and
// the DJ's pages list: of the main site, out, not taken down.

const MIXTAPES_SHOWN = sql`m.site = 'main' and m.release_date <= now() and m.taken_down_by is null`;

/**
 * One page of the feed as ids, in order. A page of `take` from `offset` is within the newest `offset + take` of each
 * followed one, so each is read that far through its (followed, date) index and no further, however much else the
 * catalog holds; a mixtape of a followed artist and a followed DJ comes once, saying it is both's.
 */
async function feedRows(userId: number, offset: number, take: number) {
  const reach = offset + take;
  const db = await getDb();
  const result = await db.execute(sql`
    with fa as (select item_id from followed_artists where user_id = ${userId}),
      fd as (select item_id from followed_djs where user_id = ${userId}),
      fp as (select item_id from followed_podcasts where user_id = ${userId}),
      picked as (
        select m.* from fa cross join lateral (
          select m.id, m.release_date, m.artist_id, m.dj_id from mixtapes m
          where m.artist_id = fa.item_id and ${MIXTAPES_SHOWN} order by m.release_date desc, m.id desc limit ${reach}
        ) m
        union
        select m.* from fd cross join lateral (
          select m.id, m.release_date, m.artist_id, m.dj_id from mixtapes m
          where m.dj_id = fd.item_id and ${MIXTAPES_SHOWN} order by m.release_date desc, m.id desc limit ${reach}
        ) m
      )
    select 'mixtape' as kind, id, release_date as at, artist_id in (select item_id from fa) as by_artist, coalesce(dj_id in (select item_id from fd), false) as by_dj
    from picked
    union all
    select 'episode', e.id, e.published_at, false, false from fp cross join lateral (
      select e.id, e.published_at from episodes e
      where e.podcast_id = fp.item_id and e.published_at <= now() order by e.published_at desc, e.id desc limit ${reach}
    ) e
    order by at desc, kind desc, id desc
    limit ${take} offset ${offset}`);
  return rowsOf(result) as { kind: 'mixtape' | 'episode'; id: number; by_artist: boolean; by_dj: boolean }[];
}

async function feedTotal(userId: number): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`
    select (
      select count(*) from mixtapes m where ${MIXTAPES_SHOWN} and (
        m.artist_id in (select item_id from followed_artists where user_id = ${userId})
        or m.dj_id in (select item_id from followed_djs where user_id = ${userId}))
    ) + (
      select count(*) from episodes e where e.published_at <= now()
        and e.podcast_id in (select item_id from followed_podcasts where user_id = ${userId})
    ) as total`);
  return Number(rowsOf(result)[0].total);
}

/** A page of the member's feed, newest first, each item with who it is there for. */
export async function getFeed(userId: number, page: number, take: number): Promise<Paged<FeedItem>> {
  const [rows, total] = await Promise.all([feedRows(userId, (page - 1) * take, take), feedTotal(userId)]);
  const ids = (kind: 'mixtape' | 'episode') => rows.filter((row) => row.kind === kind).map((row) => Number(row.id));
  const [mixtapes, episodes] = await Promise.all([mixtapesByIds(ids('mixtape')), episodesByIds(ids('episode'))]);
  const podcasts = await podcastsByIds([...new Set(episodes.map((episode) => episode.podcast.id))]);
  const mixtapeById = new Map(mixtapes.map((mixtape) => [mixtape.id, mixtape]));
  const episodeById = new Map(episodes.map((episode) => [episode.id, episode]));
  const podcastById = new Map(podcasts.map((podcast) => [podcast.id, podcast]));
  // An item gone between the two reads (a take-down, a deletion) is left out of the page rather than failing it.
  const data = rows.flatMap((row): FeedItem[] => {
    if (row.kind === 'mixtape') {
      const mixtape = mixtapeById.get(Number(row.id));
      if (!mixtape) return [];
      const because: FeedReason[] = [];
      if (row.by_artist) because.push({ kind: 'artists', ...mixtape.artist });
      if (row.by_dj && mixtape.dj) because.push({ kind: 'djs', ...mixtape.dj });
      return [{ kind: 'mixtape', mixtape, because }];
    }
    const episode = episodeById.get(Number(row.id));
    const podcast = episode && podcastById.get(episode.podcast.id);
    if (!episode || !podcast) return [];
    return [{ kind: 'episode', episode, podcast, because: [{ kind: 'podcasts', id: podcast.id, slug: podcast.slug, name: podcast.name }] }];
  });
  return { data, meta: pageMeta(page, take, total) };
}
