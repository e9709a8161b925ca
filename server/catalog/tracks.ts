import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { notFound } from '../http/errors';
import { catalogLookup } from './catalog-cache';
import { assertOut } from './release';

interface TrackMedia {
  key: string;
  mimeType: string;
}

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
const trackMedia = catalogLookup<number, TrackMedia>(10_000, { counters: false });

async function loadTrackMedia(id: number): Promise<TrackMedia> {
  const db = await getDb();
  const [track] = await db.select({ key: tracks.mediaKey, mimeType: tracks.mimeType }).from(tracks).where(eq(tracks.id, id));
  if (!track) throw notFound('Track not found');
  assertOut(await trackHolders(id));
  return track;
}

export const getTrackMedia = (id: number): Promise<TrackMedia> => trackMedia.get(id, () => loadTrackMedia(id));
