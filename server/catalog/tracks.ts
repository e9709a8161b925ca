import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { notFound } from '../core/errors';
import type { StoredFile } from '../core/files';
import { catalogLookup } from '../cache/catalog-cache';
import { assertOut } from './release';


/** The mixtapes holding a track, with what their rules need: the release (assertOut) and the price. */
export async function trackHolders(trackId: number): Promise<{ id: number; price: number | null; releaseDate: Date }[]> {
  return (await getDb())
    .select({ id: mixtapes.id, price: mixtapes.priceAmount, releaseDate: mixtapes.releaseDate })
    .from(mixtapeTracks)
    .innerJoin(mixtapes, eq(mixtapes.id, mixtapeTracks.mixtapeId))
    .where(eq(mixtapeTracks.trackId, trackId));
}

// Every stream request names its track: once its file is known, the database is not asked again. A track not out
// yet fails its load, so it is never kept and each request asks again, against the clock of that request.
const trackMedia = catalogLookup<number, StoredFile>(10_000, { counters: false });

async function loadTrackMedia(id: number): Promise<StoredFile> {
  const db = await getDb();
  const [track] = await db.select({ key: tracks.mediaKey, mimeType: tracks.mimeType }).from(tracks).where(eq(tracks.id, id));
  if (!track) throw notFound('Track not found');
  assertOut(await trackHolders(id));
  return { kind: 'stored', ...track };
}

/** A track's audio, once its mixtape is out. */
export const getTrackMedia = (id: number): Promise<StoredFile> => trackMedia.get(id, () => loadTrackMedia(id));
