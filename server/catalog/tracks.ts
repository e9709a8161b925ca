import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { tracks } from '../db/schema';
import { notFound } from '../http/errors';

export async function getTrackMedia(id: number): Promise<{ key: string; mimeType: string }> {
  const db = await getDb();
  const [track] = await db.select({ key: tracks.mediaKey, mimeType: tracks.mimeType }).from(tracks).where(eq(tracks.id, id));
  if (!track) throw notFound('Track not found');
  return track;
}
