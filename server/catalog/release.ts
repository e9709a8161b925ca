import { eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isReleased } from '@/lib/release';
import type { Db } from '../db/client';
import { mixtapes, mixtapeTracks } from '../db/schema';
import { forbidden, notFound } from '../core/errors';
import { takenDown } from './takedowns';

// Until its release an unreleased mixtape shows its details and tracklist, and nothing of it plays or downloads
// (see docs/product.md, Catalog). Every check runs at request time: a refusal is never kept by a cache (errors are
// no-store, failed loads are not kept), and what is kept was out when loaded, which stays true as time passes.

const NOT_OUT_YET_MESSAGE = 'This mixtape is not out yet.';

/** isReleased (lib/release.ts) as a filter over mixtapes. */
export const releasedBy = (now: Date): SQL => lte(mixtapes.releaseDate, now);

/** A mixtape holding a file (or the mixtape itself): its release, and the notice it is taken down under, if any. */
export interface Holder {
  releaseDate: string | Date;
  /** The reference of the copyright notice taking it (or the track it holds) down, or null (server/catalog/takedowns.ts). */
  withheldBy?: string | null;
}

/**
 * 403 unless one of `holders` (the mixtapes holding a file, or the mixtape itself) is out: a track that is also
 * on a released mixtape plays and downloads through that one. A track on no mixtape is not in the catalog (a
 * studio upload not published yet): 404. One taken down by every holder is withheld: 451.
 */
export function assertOut(holders: Holder[], now = Date.now()): void {
  if (!holders.length) throw notFound('Track not found');
  const available = holders.filter((mixtape) => !mixtape.withheldBy);
  if (!available.length) throw takenDown(holders[0].withheldBy!);
  if (!available.some((mixtape) => isReleased(mixtape, now))) throw forbidden(NOT_OUT_YET_MESSAGE);
}

/** Tracks of the catalog: those a mixtape holds (a studio upload joins it when its release is published). */
export const inCatalog = (trackId: AnyPgColumn | SQL) => sql`exists (select 1 from ${mixtapeTracks} where ${mixtapeTracks.trackId} = ${trackId})`;

/** Of these tracks, those assertOut refuses: every mixtape holding them is still to come. */
export async function withheldTracks(db: Db, trackIds: number[], now = new Date()): Promise<Set<number>> {
  if (!trackIds.length) return new Set();
  const rows = await db
    .select({ trackId: mixtapeTracks.trackId })
    .from(mixtapeTracks)
    .innerJoin(mixtapes, eq(mixtapes.id, mixtapeTracks.mixtapeId))
    .where(inArray(mixtapeTracks.trackId, trackIds))
    .groupBy(mixtapeTracks.trackId)
    .having(sql`bool_and(${mixtapes.releaseDate} > ${now})`);
  return new Set(rows.map((row) => row.trackId));
}
