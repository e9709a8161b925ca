import { and, asc, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Paged } from '@/lib/contracts/common';
import type { Mixtape } from '@/lib/contracts/catalog';
import { getDb } from '../db/client';
import { artists, djs, mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { toMixtape, type MixtapeRow } from './mappers';
import { releasedBy } from './release';
import { mixtapeAvailable } from './takedowns';

const dj = alias(djs, 'dj');

const mixtapeColumns = {
  id: mixtapes.id,
  slug: mixtapes.slug,
  title: mixtapes.title,
  description: mixtapes.description,
  cover: mixtapes.cover,
  releaseDate: mixtapes.releaseDate,
  site: mixtapes.site,
  featured: mixtapes.featured,
  premiere: mixtapes.premiere,
  explicit: mixtapes.explicit,
  priceAmount: mixtapes.priceAmount,
  priceCurrency: mixtapes.priceCurrency,
  genre: mixtapes.genre,
  moods: mixtapes.moods,
  plays: mixtapes.plays,
  views: mixtapes.views,
  downloads: mixtapes.downloads,
  likes: mixtapes.likes,
  dislikes: mixtapes.dislikes,
  votes: mixtapes.votes,
  artistId: artists.id,
  artistSlug: artists.slug,
  artistName: artists.name,
  djId: dj.id,
  djSlug: dj.slug,
  djName: dj.name,
  trackCount: sql<number>`(select count(*) from ${mixtapeTracks} join ${tracks} on ${tracks.id} = ${mixtapeTracks.trackId} where ${mixtapeTracks.mixtapeId} = ${mixtapes.id} and ${tracks.takenDownBy} is null)`.mapWith(Number),
};

export const SORT_COLUMNS = {
  date: mixtapes.releaseDate,
  title: mixtapes.title,
  plays: mixtapes.plays,
  views: mixtapes.views,
  downloads: mixtapes.downloads,
  likes: mixtapes.likes,
} as const;

export interface MixtapeSelect {
  where?: SQL;
  sort?: keyof typeof SORT_COLUMNS;
  order?: 'asc' | 'desc';
  page?: number;
  take: number;
  /** Mixtapes taken down too (a buyer's purchases); every listener's list leaves them out. */
  includeTakenDown?: boolean;
}

const visible = (where: SQL | undefined, includeTakenDown = false) => (includeTakenDown ? where : and(mixtapeAvailable, where));

function orderBy(sort: keyof typeof SORT_COLUMNS, order: 'asc' | 'desc') {
  const direction = order === 'asc' ? asc : desc;
  // The id breaks ties so pages never repeat or skip a mixtape.
  return [direction(SORT_COLUMNS[sort]), direction(mixtapes.id)];
}

/** Mixtapes with their artist, DJ and track count, as the API shows them. */
export async function selectMixtapes({ where, sort = 'date', order = 'desc', page = 1, take, includeTakenDown }: MixtapeSelect): Promise<Mixtape[]> {
  const db = await getDb();
  const rows = await db
    .select(mixtapeColumns)
    .from(mixtapes)
    .innerJoin(artists, eq(artists.id, mixtapes.artistId))
    .leftJoin(dj, eq(dj.id, mixtapes.djId))
    .where(visible(where, includeTakenDown))
    .orderBy(...orderBy(sort, order))
    .limit(take)
    .offset((page - 1) * take);
  return (rows as MixtapeRow[]).map(toMixtape);
}

export async function countMixtapes(where?: SQL): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(mixtapes).where(visible(where));
  return row.count;
}

export async function pageOfMixtapes(select: MixtapeSelect & { page: number }): Promise<Paged<Mixtape>> {
  const [data, total] = await Promise.all([selectMixtapes(select), countMixtapes(select.where)]);
  return { data, meta: { page: select.page, take: select.take, total, pageCount: Math.ceil(total / select.take) } };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The named sets of mixtapes, each a filter over one site plus its natural order. */
export function setFilter(set: string, site: string, now = new Date()): { where: SQL; order: 'asc' | 'desc' } {
  const onSite = eq(mixtapes.site, site);
  const released = releasedBy(now);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  switch (set) {
    case 'featured':
      return { where: and(onSite, released, eq(mixtapes.featured, true))!, order: 'desc' };
    case 'premieres':
      return { where: and(onSite, released, eq(mixtapes.premiere, true))!, order: 'desc' };
    case 'today':
      return { where: and(onSite, released, gte(mixtapes.releaseDate, startOfUtcDay(now)))!, order: 'desc' };
    case 'this-week':
      return { where: and(onSite, released, gt(mixtapes.releaseDate, weekAgo))!, order: 'desc' };
    case 'past-releases':
      return { where: and(onSite, lte(mixtapes.releaseDate, weekAgo))!, order: 'desc' };
    case 'unreleased':
      return { where: and(onSite, gt(mixtapes.releaseDate, now))!, order: 'asc' };
    default:
      throw new Error(`Unknown mixtape set ${set}`);
  }
}

export const RANGE_DAYS = { day: 1, week: 7, month: 30, year: 365 } as const;

export function releasedWithin(range: keyof typeof RANGE_DAYS | 'all', now = new Date()): SQL {
  const released = releasedBy(now);
  if (range === 'all') return released;
  return and(released, gt(mixtapes.releaseDate, new Date(now.getTime() - RANGE_DAYS[range] * DAY_MS)))!;
}
