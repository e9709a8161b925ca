import fs from 'node:fs/promises';
import { and, count, eq, exists, inArray, lt, not, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { settings } from '../core/config';
import { NOT_AUDIO_MESSAGE, PICTURE_TOO_LARGE_NOTE, UNFINISHED_UPLOADS_MAX, UPLOAD_MAX_BYTES, type Upload } from '@/lib/contracts/studio';
import { parseCueSheet } from '@/lib/cue-sheet';
import { getMediaStorage } from '../adapters/media-storage';
import { assertRole } from '../auth/roles';
import { conflict, notFound, tooMany } from '../core/errors';
import { getDb } from '../db/client';
import { trackRenditions, tracks, uploads } from '../db/schema';
import { probeAudio, type AudioFacts } from '../media/audio-probe';
import { readAudioTags } from '../media/audio-tags';
import { jobQueue } from '../queue/job-queue';

// Uploads to the studio: begun by a creator (a tus upload, server/routes/studio.ts), and once complete judged by
// their bytes: audio (ffprobe finds an accepted audio stream), a cover image, a CUE sheet, or refused.

export type UploadRow = typeof uploads.$inferSelect;

/** What a complete audio upload was found to be. */
export interface AudioDetails {
  audio: AudioFacts;
  tags: {
    title?: string;
    artist?: string;
    album?: string;
    trackNo?: number;
    explicit?: boolean;
    /** It embeds a picture that can become the release's cover. */
    hasPicture: boolean;
    /** It embeds a picture too large to read (over EMBEDDED_PICTURE_MAX_BYTES). */
    pictureTooLarge?: boolean;
  };
}
interface CueDetails {
  chapters: ReturnType<typeof parseCueSheet>;
}

/** UPLOAD_MAX_BYTES, at most 1 GB. */
export function uploadMaxBytes(): number {
  return Math.min(settings().UPLOAD_MAX_BYTES ?? UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES);
}

/** A creator begins an upload: within their quota of unfinished ones. */
export async function beginUpload(userId: number, upload: { id: string; size: number; filename: string; filetype: string; mediaKey: string }): Promise<void> {
  await assertRole(userId, 'creator');
  const db = await getDb();
  const [{ unfinished }] = await db.select({ unfinished: count() }).from(uploads).where(and(eq(uploads.userId, userId), eq(uploads.status, 'uploading')));
  if (unfinished >= UNFINISHED_UPLOADS_MAX)
    throw tooMany(`You have ${unfinished} unfinished uploads: finish or remove some before starting another.`, 60);
  await db.insert(uploads).values({ ...upload, filename: upload.filename.slice(0, 255) || 'upload', filetype: upload.filetype.slice(0, 100), userId });
}

/** The upload, if `userId` began it (else 404: another creator's uploads do not exist for them). */
export async function ownUpload(userId: number, id: string): Promise<UploadRow> {
  const db = await getDb();
  const [row] = await db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  if (!row) throw notFound('There is no such upload.');
  return row;
}

const CUE_MAX_BYTES = 256 * 1024;

async function classify(file: string): Promise<Pick<UploadRow, 'kind' | 'details'> | null> {
  const audio = await probeAudio(file);
  if (audio) {
    const { title, artist, albumArtist, album, trackNo, explicit, picture } = await readAudioTags(file);
    const tags = { title, artist: artist ?? albumArtist, album, trackNo, explicit, hasPicture: picture === 'usable', pictureTooLarge: picture === 'too-large' };
    return { kind: 'audio', details: { audio, tags } satisfies AudioDetails };
  }
  const image = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (image && ['jpeg', 'png', 'webp'].includes(image.format ?? '')) return { kind: 'image', details: null };
  // A CUE sheet is a short text file.
  const { size } = await fs.stat(file);
  const chapters = size <= CUE_MAX_BYTES ? parseCueSheet(await fs.readFile(file, 'utf8')) : [];
  if (chapters.length) return { kind: 'cue', details: { chapters } satisfies CueDetails };
  return null;
}

/**
 * The last byte has arrived: the file is judged by its bytes. Answers the upload as it now stands; a refused one
 * carries its reason (naming the file), and its bytes are gone.
 */
export async function finishUpload(userId: number, id: string): Promise<Upload> {
  const row = await ownUpload(userId, id);
  if (row.status !== 'uploading') return toUpload(row);
  const storage = getMediaStorage();
  const local = await storage.localFile(row.mediaKey);
  let found: Awaited<ReturnType<typeof classify>> = null;
  try {
    if (local) found = await classify(local.path);
  } finally {
    await local?.release();
  }
  const db = await getDb();
  const [done] = await db
    .update(uploads)
    .set(found ? { ...found, status: 'complete', completedAt: new Date() } : { status: 'refused', error: `${row.filename}: ${NOT_AUDIO_MESSAGE}`, completedAt: new Date() })
    .where(eq(uploads.id, id))
    .returning();
  if (!found) await storage.remove(row.mediaKey).catch(() => undefined);
  return toUpload(done);
}

export function toUpload(row: UploadRow): Upload {
  const audio = row.kind === 'audio' ? (row.details as AudioDetails) : null;
  return {
    id: row.id,
    filename: row.filename,
    size: row.size,
    status: row.status,
    kind: row.kind,
    error: row.error,
    audio: audio
      ? {
          duration: audio.audio.durationSeconds,
          title: audio.tags.title ?? null,
          artist: audio.tags.artist ?? null,
          track_no: audio.tags.trackNo ?? null,
          explicit: audio.tags.explicit ?? null,
        }
      : null,
    chapters: row.kind === 'cue' ? (row.details as CueDetails).chapters : null,
    note: audio?.tags.pictureTooLarge ? PICTURE_TOO_LARGE_NOTE : null,
  };
}

export const uploadInUseMessage = (filename: string) => `${filename} is the audio of a release, so it stays: delete the release to remove it.`;

/**
 * Forgets the upload before its bytes are deleted, unless its file is the audio of a track (the original or a
 * rendition of a release's track, drafts included): that file is the release's now, and stays (409). Forgotten
 * first, in one statement, so that no release can take the upload while its bytes go.
 */
export async function forgetUpload(userId: number, id: string): Promise<void> {
  const row = await ownUpload(userId, id);
  const db = await getDb();
  const inUse = or(
    exists(db.select({ one: sql`1` }).from(trackRenditions).where(eq(trackRenditions.mediaKey, uploads.mediaKey))),
    exists(db.select({ one: sql`1` }).from(tracks).where(eq(tracks.mediaKey, uploads.mediaKey))),
  );
  const gone = await db.delete(uploads).where(and(eq(uploads.id, id), eq(uploads.userId, userId), not(inUse!))).returning({ id: uploads.id });
  if (!gone.length) throw conflict(uploadInUseMessage(row.filename));
}

/** The hourly sweep of abandoned uploads (server/jobs.ts schedules it). */
export const uploadSweeps = jobQueue<Record<string, never>>('sweep-uploads', { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 });

/** Unfinished uploads older than this are abandoned; finished ones no release took, and refused ones, too. */
const UNFINISHED_DAYS = 7;
const UNUSED_DAYS = 30;

/**
 * Forgets abandoned uploads and deletes their bytes (and the tus store's notes beside them: `.json` on disk, `.info`
 * in a bucket, whose unfinished multipart uploads a lifecycle rule should abort). Answers how many went.
 */
export async function sweepUploads(now = new Date()): Promise<number> {
  const db = await getDb();
  const day = 86_400_000;
  const gone = await db
    .delete(uploads)
    .where(
      or(
        and(eq(uploads.status, 'uploading'), lt(uploads.createdAt, new Date(now.getTime() - UNFINISHED_DAYS * day))),
        and(inArray(uploads.status, ['complete', 'refused']), lt(uploads.createdAt, new Date(now.getTime() - UNUSED_DAYS * day))),
      ),
    )
    .returning({ mediaKey: uploads.mediaKey, status: uploads.status });
  const storage = getMediaStorage();
  for (const { mediaKey } of gone) await Promise.all([mediaKey, `${mediaKey}.json`, `${mediaKey}.info`].map((key) => storage.remove(key).catch(() => undefined)));
  return gone.length;
}

export async function getUpload(userId: number, id: string): Promise<Upload> {
  return toUpload(await ownUpload(userId, id));
}
