import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Mixtape, Track } from '@/lib/contracts/catalog';
import { mediaUrl } from '../adapters/media-storage';
import { getDb } from '../db/client';
import { mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { toTrack, trackColumns } from './mappers';
import { selectMixtapes } from './mixtape-query';
import { mixtapeAvailable, trackAvailable } from './takedowns';

// Catalog items a member keeps (favorites, votes, history) are listed by id in the member's own order: these
// load them in the API's shapes, one query per kind.

/** Mixtapes by id, in the order of `ids` (ids no longer in the catalog are left out). */
export async function mixtapesByIds(ids: number[]): Promise<Mixtape[]> {
  if (!ids.length) return [];
  const found = await selectMixtapes({ where: inArray(mixtapes.id, ids), take: ids.length });
  return inOrder(ids, found);
}

/**
 * Tracks by id, in the order of `ids`. A track on several mixtapes is shown with the first of them (the lowest
 * id), so it always links to the same mixtape page.
 */
export async function tracksByIds(ids: number[]): Promise<Track[]> {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db
    .selectDistinctOn([tracks.id], { ...trackColumns, mixtapeId: mixtapes.id, mixtapeSlug: mixtapes.slug, mixtapeCover: mixtapes.cover, mixtapeExplicit: mixtapes.explicit })
    .from(tracks)
    .innerJoin(mixtapeTracks, eq(mixtapeTracks.trackId, tracks.id))
    .innerJoin(mixtapes, eq(mixtapes.id, mixtapeTracks.mixtapeId))
    .where(and(inArray(tracks.id, ids), trackAvailable, mixtapeAvailable))
    .orderBy(asc(tracks.id), asc(mixtapes.id));
  return inOrder(ids, rows.map((row) => toTrack({ ...row, mixtapeCoverUrl: mediaUrl(row.mixtapeCover) })));
}

export function inOrder<T extends { id: number }>(ids: number[], items: T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
