import { and, eq } from 'drizzle-orm';
import type { CoverSize } from '@/lib/cover-sizes';
import { notFound } from '../core/errors';
import type { StoredFile } from '../core/files';
import { getDb } from '../db/client';
import { mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { coverJpegFile } from '../media/renditions';
import { catalogLookup } from '../cache/catalog-cache';
import { inCatalog } from './release';

// Whose cover is whose: a mixtape's, a track's (or, without one of its own, its mixtape's). The pictures
// themselves are made and kept by server/media/renditions.ts.

export type CoverOwner = 'mixtapes' | 'tracks';

async function loadCoverKey(owner: CoverOwner, id: number): Promise<string> {
  const db = await getDb();
  if (owner === 'mixtapes') {
    const [mixtape] = await db.select({ cover: mixtapes.cover }).from(mixtapes).where(eq(mixtapes.id, id));
    if (!mixtape) throw notFound('Mixtape not found');
    if (!mixtape.cover) throw notFound('This mixtape has no cover');
    return mixtape.cover;
  }
  const [track] = await db.select({ cover: tracks.cover }).from(tracks).where(and(eq(tracks.id, id), inCatalog(tracks.id)));
  if (!track) throw notFound('Track not found');
  if (track.cover) return track.cover;
  // A track without a cover of its own shows its mixtape's, as the catalog's answers do.
  const [home] = await db
    .select({ cover: mixtapes.cover })
    .from(mixtapeTracks)
    .innerJoin(mixtapes, eq(mixtapes.id, mixtapeTracks.mixtapeId))
    .where(eq(mixtapeTracks.trackId, id))
    .orderBy(mixtapes.id)
    .limit(1);
  if (!home?.cover) throw notFound('This track has no cover');
  return home.cover;
}

// Covers are public like the media they come from (a mixtape not out yet shows its cover on its page).
const coverKeys = catalogLookup<string, string>(10_000, { counters: false });

/** The media key of a mixtape's or a track's cover (a track without one of its own: its mixtape's); 404 without one. */
export const coverKeyOf = (owner: CoverOwner, id: number): Promise<string> => coverKeys.get(`${owner}/${id}`, () => loadCoverKey(owner, id));

/** GET /mixtapes/{id}/cover, /tracks/{id}/cover: the cover as a square JPEG of `size`. */
export async function coverRendition(owner: CoverOwner, id: number, size: CoverSize): Promise<StoredFile> {
  return coverJpegFile(await coverKeyOf(owner, id), size);
}
