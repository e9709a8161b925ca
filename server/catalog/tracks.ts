import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { mixtapes, mixtapeTracks, trackRenditions, tracks } from '../db/schema';
import { notFound } from '../core/errors';
import type { StoredFile } from '../core/files';
import { catalogLookup } from '../cache/catalog-cache';
import { assertOut, type Holder } from './release';
import { noticeReference } from './takedowns';


/**
 * The mixtapes holding a track, with what their rules need: the release and whether the track or the mixtape is
 * taken down (assertOut), and the price.
 */
export async function trackHolders(trackId: number): Promise<(Holder & { id: number; price: number | null; releaseDate: Date })[]> {
  return (await getDb())
    .select({
      id: mixtapes.id,
      price: mixtapes.priceAmount,
      releaseDate: mixtapes.releaseDate,
      withheldBy: sql<string | null>`coalesce(${noticeReference(tracks.takenDownBy)}, ${noticeReference(mixtapes.takenDownBy)})`,
    })
    .from(mixtapeTracks)
    .innerJoin(mixtapes, eq(mixtapes.id, mixtapeTracks.mixtapeId))
    .innerJoin(tracks, eq(tracks.id, mixtapeTracks.trackId))
    .where(eq(mixtapeTracks.trackId, trackId));
}

// Every stream request names its track: once its file is known, the database is not asked again. A track not out
// yet fails its load, so it is never kept and each request asks again, against the clock of that request.
const trackMedia = catalogLookup<string, StoredFile>(10_000, { counters: false });

export type StreamQuality = 'standard' | 'data_saver';

async function loadTrackMedia(id: number, quality: StreamQuality): Promise<StoredFile> {
  const db = await getDb();
  const [track] = await db
    .select({ key: tracks.mediaKey, mimeType: tracks.mimeType, dataSaverKey: trackRenditions.mediaKey, dataSaverType: trackRenditions.mimeType })
    .from(tracks)
    .leftJoin(trackRenditions, and(eq(trackRenditions.trackId, tracks.id), eq(trackRenditions.quality, 'data_saver')))
    .where(eq(tracks.id, id));
  if (!track) throw notFound('Track not found');
  assertOut(await trackHolders(id));
  // A track with no data-saver rendition (not processed yet) plays its standard file.
  if (quality === 'data_saver' && track.dataSaverKey) return { kind: 'stored', key: track.dataSaverKey, mimeType: track.dataSaverType! };
  return { kind: 'stored', key: track.key, mimeType: track.mimeType };
}

/** A track's audio at a quality (the standard file unless asked for the data saver), once its mixtape is out. */
export const getTrackMedia = (id: number, quality: StreamQuality = 'standard'): Promise<StoredFile> =>
  trackMedia.get(`${id}/${quality}`, () => loadTrackMedia(id, quality));

/** Waveforms change only when a track is processed again, which gives the file a new date and so a new ETag. */
const WAVEFORM_MAX_AGE = 30 * 86_400;

/** A track's waveform, `{ duration, peaks }` as JSON, once its mixtape is out. */
export async function getTrackWaveform(id: number): Promise<StoredFile> {
  const db = await getDb();
  const [track] = await db.select({ waveform: tracks.waveform }).from(tracks).where(eq(tracks.id, id));
  if (!track) throw notFound('Track not found');
  assertOut(await trackHolders(id));
  if (!track.waveform) throw notFound('This track has no waveform yet.');
  return { kind: 'stored', key: track.waveform, mimeType: 'application/json', maxAge: WAVEFORM_MAX_AGE };
}
