import { and, arrayContains, asc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/common';
import type { Chapter } from '@/lib/contracts/studio';
import type {
  CatalogStats,
  Home,
  Mixtape,
  MixtapeDetail,
  MixtapeListQuery,
  MixtapeSet,
  MixtapeSetQuery,
  Track,
} from '@/lib/contracts/catalog';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '../db/client';
import { artists, djs, mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { notFound } from '../core/errors';
import { toTrack, trackColumns } from './mappers';
import { pageOfMixtapes, releasedWithin, selectMixtapes, setFilter } from './mixtape-query';
import { assertOut, inCatalog } from './release';
import { noticeReference, takenDown, trackAvailable } from './takedowns';

/** A person filter value: a numeric id or a slug. */
function personFilter(value: string, table: typeof artists | typeof djs) {
  return /^\d{1,9}$/.test(value) ? eq(table.id, Number(value)) : eq(table.slug, value);
}

export async function listMixtapes(query: MixtapeListQuery): Promise<Paged<Mixtape>> {
  const filters = [eq(mixtapes.site, query.site), releasedWithin(query.range)];
  if (query.artist) {
    filters.push(inArray(mixtapes.artistId, sqlIds(artists, personFilter(query.artist, artists))));
  }
  if (query.dj) {
    filters.push(inArray(mixtapes.djId, sqlIds(djs, personFilter(query.dj, djs))));
  }
  // Served by the (site, genre, release_date) index and the GIN index over moods.
  if (query.genre) filters.push(eq(mixtapes.genre, query.genre));
  if (query.mood) filters.push(arrayContains(mixtapes.moods, [query.mood]));
  return pageOfMixtapes({ where: and(...filters), sort: query.sort, order: query.order, page: query.page, take: query.take });
}

function sqlIds(table: typeof artists | typeof djs, where: ReturnType<typeof eq>) {
  return sql`(select ${table.id} from ${table} where ${where})`;
}

export async function listMixtapeSet(set: MixtapeSet, query: MixtapeSetQuery): Promise<Paged<Mixtape>> {
  const { where, order } = setFilter(set, query.site);
  return pageOfMixtapes({ where, order, sort: 'date', page: query.page, take: query.take });
}

export async function getHome(site = 'main'): Promise<Home> {
  const set = (name: MixtapeSet, take: number) => {
    const { where, order } = setFilter(name, site);
    return selectMixtapes({ where, order, take });
  };
  const [featured, premieres, today, thisWeek, trending, pastReleases, unreleased] = await Promise.all([
    set('featured', 8),
    set('premieres', 12),
    set('today', 12),
    set('this-week', 12),
    selectMixtapes({ where: and(eq(mixtapes.site, site), releasedWithin('all')), sort: 'plays', order: 'desc', take: 12 }),
    set('past-releases', 12),
    set('unreleased', 8),
  ]);
  return { featured, premieres, today, thisWeek, trending, pastReleases, unreleased };
}

export async function getCatalogStats(): Promise<CatalogStats> {
  const db = await getDb();
  const count = sql<number>`count(*)`.mapWith(Number);
  const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [[totals], [trackCount], [artistCount], [djCount]] = await Promise.all([
    db
      .select({ mixtapes: count, plays: sum(mixtapes.plays), views: sum(mixtapes.views), downloads: sum(mixtapes.downloads), likes: sum(mixtapes.likes) })
      .from(mixtapes),
    db.select({ n: count }).from(tracks).where(inCatalog(tracks.id)),
    db.select({ n: count }).from(artists),
    db.select({ n: count }).from(djs),
  ]);
  return { ...totals, tracks: trackCount.n, artists: artistCount.n, djs: djCount.n };
}

async function tracksOf(mixtape: Pick<Mixtape, 'id' | 'slug' | 'cover' | 'explicit'>): Promise<Track[]> {
  const db = await getDb();
  const rows = await db
    .select(trackColumns)
    .from(mixtapeTracks)
    .innerJoin(tracks, eq(tracks.id, mixtapeTracks.trackId))
    .where(and(eq(mixtapeTracks.mixtapeId, mixtape.id), trackAvailable))
    .orderBy(asc(mixtapeTracks.position));
  return rows.map((row) => toTrack({ ...row, mixtapeId: mixtape.id, mixtapeSlug: mixtape.slug, mixtapeCoverUrl: mixtape.cover, mixtapeExplicit: mixtape.explicit }));
}

async function findOne(where: ReturnType<typeof eq>): Promise<Mixtape> {
  const [found] = await selectMixtapes({ where, take: 1 });
  if (found) return found;
  const db = await getDb();
  const [held] = await db.select({ reference: noticeReference(mixtapes.takenDownBy) }).from(mixtapes).where(and(where, isNotNull(mixtapes.takenDownBy)));
  if (held?.reference) throw takenDown(held.reference);
  throw notFound('Mixtape not found');
}

/** A mixtape with its tracks; its comment count is the comments' to add (server/comments/comments.ts, withCommentCount). */
async function withTracks(where: ReturnType<typeof eq>): Promise<Omit<MixtapeDetail, 'commentCount'>> {
  const mixtape = await findOne(where);
  const db = await getDb();
  const [[{ chapters }], list] = await Promise.all([db.select({ chapters: mixtapes.chapters }).from(mixtapes).where(eq(mixtapes.id, mixtape.id)), tracksOf(mixtape)]);
  return { ...mixtape, tracks: list, ...(Array.isArray(chapters) && chapters.length && { chapters: chapters as Chapter[] }) };
}

export const getMixtape = (id: number) => withTracks(eq(mixtapes.id, id));
export const findMixtapeBySlug = (slug: string) => withTracks(eq(mixtapes.slug, slug));

/**
 * What the player queues: a 403 until the mixtape is out, rather than an empty list, since a success is kept by
 * this server and by browsers past the release instant, and a refusal never is (see server/catalog/release.ts).
 */
export async function getMixtapeQueue(id: number): Promise<Track[]> {
  const mixtape = await getMixtape(id);
  assertOut([mixtape]);
  return mixtape.tracks;
}

/** Mixtapes to listen to next: same artist or DJ first, then the most played, never the mixtape itself. */
export async function getSuggestions(id: number, take = 12): Promise<Mixtape[]> {
  const { artist, dj, site } = await findOne(eq(mixtapes.id, id));
  const related = dj ? or(eq(mixtapes.artistId, artist.id), eq(mixtapes.djId, dj.id)) : eq(mixtapes.artistId, artist.id);
  const base = and(ne(mixtapes.id, id), eq(mixtapes.site, site), releasedWithin('all'));
  const close = await selectMixtapes({ where: and(base, related), sort: 'plays', order: 'desc', take });
  if (close.length >= take) return close;
  const seen = [id, ...close.map((m) => m.id)];
  const popular = await selectMixtapes({
    where: and(base, sql`${mixtapes.id} not in ${seen}`),
    sort: 'plays',
    order: 'desc',
    take: take - close.length,
  });
  return [...close, ...popular];
}

