import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { tracks } from '../db/schema';
import { notFound } from '../http/errors';
import { catalogLookup } from './catalog-cache';

interface TrackMedia {
  key: string;
  mimeType: string;
}

// Every stream request names its track: once its file is known, the database is not asked again.
const trackMedia = catalogLookup<number, TrackMedia>(10_000, { counters: false });

async function loadTrackMedia(id: number): Promise<TrackMedia> {
  const db = await getDb();
  const [track] = await db.select({ key: tracks.mediaKey, mimeType: tracks.mimeType }).from(tracks).where(eq(tracks.id, id));
  if (!track) throw notFound('Track not found');
  return track;
}

export const getTrackMedia = (id: number): Promise<TrackMedia> => trackMedia.get(id, () => loadTrackMedia(id));
