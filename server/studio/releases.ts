import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  PICTURE_TOO_LARGE_NOTE,
  PLAYS_DAYS,
  RELEASE_COVER_MAX_BYTES,
  RELEASE_COVER_SIZE,
  type Chapter,
  type CreateRelease,
  type Release,
  type ReleaseStatus,
  type UpdateRelease,
} from '@/lib/contracts/studio';
import { getMediaStorage, mediaUrl } from '../adapters/media-storage';
import { assertRole } from '../auth/roles';
import { invalidateCatalog } from '../cache/catalog-cache';
import { noticeReference, takenDown } from '../catalog/takedowns';
import { trackHolders } from '../catalog/tracks';
import { conflict, forbidden, invalid, notFound } from '../core/errors';
import type { StoredFile } from '../core/files';
import { derivedKey } from '../core/secret';
import { announceMixtapeNow } from '../discovery/alerts';
import { getDb, type Db } from '../db/client';
import { analyticsEvents, mixtapes, purchases, releases, releaseTracks, trackRenditions, tracks, uploads } from '../db/schema';
import { readEmbeddedPicture } from '../media/audio-tags';
import { coverTooLarge, toSquareCover } from '../media/cover-image';
import { sendTrackJob } from './processing';
import { assertMayPublishUnder } from './profiles';
import { projectRelease } from './publish';
import type { AudioDetails, UploadRow } from './uploads';

// A creator's releases: made from their finished uploads, processed by jobs (processing.ts), published into the
// catalog (publish.ts) now or at a set time, changed, and removed. A creator sees and touches only their own.

type ReleaseRow = typeof releases.$inferSelect;

const NOT_FOUND = 'There is no such release in your studio.';

async function ownRelease(db: Db, userId: number, id: number): Promise<ReleaseRow> {
  const [row] = await db.select().from(releases).where(and(eq(releases.id, id), eq(releases.ownerId, userId)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

// --- Previews: the owner's player streams a track before it is out, through a link signed for it.

const PREVIEW_SECONDS = 6 * 3600;
type PreviewKind = 'preview' | 'waveform';
const previewSignature = (kind: PreviewKind, trackId: number, expires: number) =>
  createHmac('sha256', derivedKey('studio-preview')).update(`${kind}/${trackId}/${expires}`).digest('base64url');

function previewUrl(kind: PreviewKind, trackId: number, now = Date.now()): string {
  // Rounded to the hour, so the studio's answers (and the browser's cache of the audio) stay the same for a while.
  const expires = Math.ceil(now / 3_600_000) * 3600 + PREVIEW_SECONDS;
  return `/api/v3/studio/tracks/${trackId}/${kind}?expires=${expires}&signature=${previewSignature(kind, trackId, expires)}`;
}

/**
 * A studio track's audio as it now is (the original until processed), or its waveform, for a valid signed link. A
 * track taken down under a copyright notice (itself, or the published release holding it) answers 451 as its stream
 * does, whenever its link was made: the studio previews what is not out yet, never what was withdrawn.
 */
export async function previewMedia(kind: PreviewKind, trackId: number, expires: number, signature: string): Promise<StoredFile> {
  const expected = Buffer.from(previewSignature(kind, trackId, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || expires * 1000 < Date.now())
    throw forbidden('This preview link has expired: reload the studio.');
  const db = await getDb();
  const [track] = await db
    .select({ key: tracks.mediaKey, mimeType: tracks.mimeType, waveform: tracks.waveform, withheldBy: noticeReference(tracks.takenDownBy) })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  if (!track) throw notFound('Track not found');
  const holders = await trackHolders(trackId);
  const withheldBy = track.withheldBy ?? (holders.length && holders.every((holder) => holder.withheldBy) ? holders[0].withheldBy : null);
  if (withheldBy) throw takenDown(withheldBy);
  if (kind === 'preview') return { kind: 'stored', key: track.key, mimeType: track.mimeType };
  if (!track.waveform) throw notFound('This track has no waveform yet.');
  return { kind: 'stored', key: track.waveform, mimeType: 'application/json' };
}

// --- The studio's view of a release.

function statusOf(row: ReleaseRow, now = Date.now()): ReleaseStatus {
  if (row.status === 'published' && row.releaseAt && row.releaseAt.getTime() > now) return 'scheduled';
  return row.status;
}

/** Counted plays of each release's tracks per day over the last PLAYS_DAYS days (UTC), oldest first. */
async function dailyPlays(db: Db, releaseIds: number[]): Promise<Map<number, number[]>> {
  const today = Math.floor(Date.now() / 86_400_000);
  const since = new Date((today - PLAYS_DAYS + 1) * 86_400_000);
  const rows = await db
    .select({ releaseId: releaseTracks.releaseId, day: sql<number>`floor(extract(epoch from ${analyticsEvents.receivedAt}) / 86400)`.mapWith(Number), plays: count() })
    .from(analyticsEvents)
    .innerJoin(releaseTracks, eq(releaseTracks.trackId, analyticsEvents.trackId))
    .where(and(inArray(releaseTracks.releaseId, releaseIds), eq(analyticsEvents.event, 'track_play'), eq(analyticsEvents.counted, true), gte(analyticsEvents.receivedAt, since)))
    .groupBy(releaseTracks.releaseId, sql`2`);
  const out = new Map<number, number[]>();
  for (const { releaseId, day, plays } of rows) {
    const days = out.get(releaseId) ?? Array.from({ length: PLAYS_DAYS }, () => 0);
    const i = day - (today - PLAYS_DAYS + 1);
    if (i >= 0 && i < PLAYS_DAYS) days[i] = plays;
    out.set(releaseId, days);
  }
  return out;
}

async function releaseViews(db: Db, rows: ReleaseRow[]): Promise<Release[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const mixtapeIds = rows.flatMap((r) => (r.mixtapeId === null ? [] : [r.mixtapeId]));
  const [trackRows, renditionRows, mixtapeRows] = await Promise.all([
    db
      .select({
        releaseId: releaseTracks.releaseId,
        id: tracks.id,
        title: tracks.title,
        artist: tracks.artist,
        position: releaseTracks.position,
        status: releaseTracks.status,
        progress: releaseTracks.progress,
        error: releaseTracks.error,
        duration: tracks.durationSeconds,
        integratedLufs: tracks.integratedLufs,
        truePeakDb: tracks.truePeakDb,
        gainDb: tracks.gainDb,
      })
      .from(releaseTracks)
      .innerJoin(tracks, eq(tracks.id, releaseTracks.trackId))
      .where(inArray(releaseTracks.releaseId, ids))
      .orderBy(asc(releaseTracks.position)),
    db
      .select({ trackId: trackRenditions.trackId, quality: trackRenditions.quality, mime: trackRenditions.mimeType, bitrate: trackRenditions.bitrate, bytes: trackRenditions.bytes })
      .from(trackRenditions)
      .innerJoin(releaseTracks, eq(releaseTracks.trackId, trackRenditions.trackId))
      .where(inArray(releaseTracks.releaseId, ids))
      .orderBy(asc(trackRenditions.quality)),
    mixtapeIds.length
      ? db.select({ id: mixtapes.id, slug: mixtapes.slug, plays: mixtapes.plays, downloads: mixtapes.downloads, likes: mixtapes.likes }).from(mixtapes).where(inArray(mixtapes.id, mixtapeIds))
      : [],
  ]);
  const byMixtape = new Map(mixtapeRows.map((m) => [m.id, m]));
  const playsByDay = await dailyPlays(db, ids);
  return rows.map((row) => {
    const own = trackRows.filter((t) => t.releaseId === row.id);
    const mixtape = row.mixtapeId === null ? undefined : byMixtape.get(row.mixtapeId);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      artist: row.artist,
      dj: row.dj,
      release_at: row.releaseAt?.toISOString() ?? null,
      explicit: row.explicit,
      price_cents: row.priceCents,
      cover: mediaUrl(row.cover),
      cover_note: row.coverNote,
      chapters: (row.chapters as Chapter[] | null) ?? null,
      genre: row.genre as Release['genre'],
      moods: row.moods as Release['moods'],
      status: statusOf(row),
      error: own.find((t) => t.error)?.error ?? null,
      slug: mixtape?.slug ?? null,
      stats: { plays: mixtape?.plays ?? 0, downloads: mixtape?.downloads ?? 0, likes: mixtape?.likes ?? 0 },
      plays_by_day: playsByDay.get(row.id) ?? Array.from({ length: PLAYS_DAYS }, () => 0),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      tracks: own.map((t) => ({
        id: t.id,
        title: t.title,
        artist: t.artist,
        position: t.position,
        status: t.status,
        progress: t.progress,
        error: t.error,
        duration: t.duration,
        loudness: t.gainDb === null ? null : { integrated_lufs: t.integratedLufs!, true_peak_db: t.truePeakDb!, gain_db: t.gainDb },
        renditions: renditionRows.filter((r) => r.trackId === t.id).map((r) => ({ quality: r.quality, mime: r.mime, bitrate: r.bitrate, bytes: r.bytes })),
        preview: previewUrl('preview', t.id),
        waveform: t.status === 'ready' ? previewUrl('waveform', t.id) : null,
      })),
    };
  });
}

export async function listReleases(userId: number): Promise<{ items: Release[] }> {
  await assertRole(userId, 'creator');
  const db = await getDb();
  const rows = await db.select().from(releases).where(eq(releases.ownerId, userId)).orderBy(desc(releases.createdAt), desc(releases.id));
  return { items: await releaseViews(db, rows) };
}

export async function getRelease(userId: number, id: number): Promise<Release> {
  await assertRole(userId, 'creator');
  const db = await getDb();
  return (await releaseViews(db, [await ownRelease(db, userId, id)]))[0];
}

// --- Making a release of uploads.

/** The caller's finished uploads of `kind`, by id: 404 for any they did not make, 400/409 for any not fit. */
async function usableUploads(db: Db, userId: number, ids: string[], kind: UploadRow['kind']): Promise<Map<string, UploadRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(uploads).where(and(inArray(uploads.id, ids), eq(uploads.userId, userId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw notFound(`There is no upload ${id}.`);
    if (row.status === 'uploading') throw conflict(`${row.filename} has not finished uploading.`);
    if (row.status === 'refused') throw invalid(row.error ?? `${row.filename} was refused.`);
    if (row.status === 'used') throw conflict(`${row.filename} is already part of a release.`);
    if (row.kind !== kind) throw invalid(`${row.filename} is not ${kind === 'audio' ? 'an audio file' : kind === 'image' ? 'an image' : 'a CUE sheet'}.`);
  }
  return byId;
}

function checkChapters(chapters: Chapter[] | null | undefined, durations: number[]): Chapter[] | null {
  if (!chapters?.length) return null;
  if (durations.length !== 1) throw invalid('Chapters are for a one-file mix: make the release of the mix alone.');
  const sorted = [...chapters].sort((a, b) => a.start - b.start);
  const late = sorted.find((c) => c.start >= durations[0]);
  if (late) throw invalid(`The chapter “${late.title}” starts after the mix ends.`);
  return sorted;
}

/** A cover made of `image`: a 600×600 WebP, stored under a key of its own. */
async function storeCover(image: Buffer): Promise<string> {
  const cover = await toSquareCover(image, { size: RELEASE_COVER_SIZE, maxBytes: RELEASE_COVER_MAX_BYTES });
  const key = `covers/release-${randomBytes(12).toString('hex')}.webp`;
  await getMediaStorage().put(key, cover);
  return key;
}

/** A cover from an image upload; one larger than a cover may be is refused unread (an upload may be up to 1 GB). */
async function storeImageCover(upload: UploadRow): Promise<string | null> {
  const local = await getMediaStorage().localFile(upload.mediaKey);
  if (!local) return null;
  let image: Buffer;
  try {
    if ((await fs.stat(local.path)).size > RELEASE_COVER_MAX_BYTES) throw coverTooLarge(RELEASE_COVER_MAX_BYTES);
    image = await fs.readFile(local.path);
  } finally {
    await local.release();
  }
  return storeCover(image);
}

/**
 * A release's cover: from an image upload, or else from the picture embedded in its first track. With neither, none
 * (one is generated when the release is published), and a note when the embedded picture was too large to read.
 */
async function storeReleaseCover(upload: UploadRow | undefined, firstTrack: UploadRow): Promise<{ cover: string | null; note: string | null }> {
  if (upload) return { cover: await storeImageCover(upload), note: null };
  const tags = (firstTrack.details as AudioDetails).tags;
  const none = { cover: null, note: tags.pictureTooLarge ? PICTURE_TOO_LARGE_NOTE : null };
  if (!tags.hasPicture) return none;
  const local = await getMediaStorage().localFile(firstTrack.mediaKey);
  if (!local) return none;
  let picture;
  try {
    picture = await readEmbeddedPicture(local.path);
  } finally {
    await local.release();
  }
  if (!picture) return none;
  // A picture that will not decode is no reason to refuse the release: it gets a generated cover.
  const cover = await storeCover(Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength)).catch(() => null);
  return cover ? { cover, note: null } : none;
}

const fallbackTitle = (filename: string) => filename.replace(/\.[^.]+$/, '').replace(/^\d+\s*[-_.]\s*/, '').trim() || filename;

export async function createRelease(userId: number, input: CreateRelease): Promise<{ id: number; status: ReleaseStatus }> {
  await assertRole(userId, 'creator');
  const db = await getDb();
  // Before any file is looked at: a name that is not theirs is refused however the rest is.
  await assertMayPublishUnder(userId, { artist: input.artist, dj: input.dj });
  const trackIds = input.tracks.map((t) => t.upload_id);
  if (new Set(trackIds).size !== trackIds.length) throw invalid('The same upload is listed twice.');
  const audio = await usableUploads(db, userId, trackIds, 'audio');
  const [coverUpload] = (await usableUploads(db, userId, input.cover_upload_id ? [input.cover_upload_id] : [], 'image')).values();
  const [cue] = (await usableUploads(db, userId, input.cue_upload_id ? [input.cue_upload_id] : [], 'cue')).values();
  const files = input.tracks.map((t) => ({ ...t, upload: audio.get(t.upload_id)!, details: audio.get(t.upload_id)!.details as AudioDetails }));
  const chapters = checkChapters(input.chapters ?? (cue?.details as { chapters: Chapter[] } | undefined)?.chapters, files.map((f) => f.details.audio.durationSeconds));
  const { cover, note: coverNote } = await storeReleaseCover(coverUpload, files[0].upload);

  const { release, made } = await db.transaction(async (tx) => {
    const used = [...trackIds, ...(coverUpload ? [coverUpload.id] : []), ...(cue ? [cue.id] : [])];
    // Taken only if still unused: a second release made of the same uploads at the same moment gets none of them.
    const taken = await tx.update(uploads).set({ status: 'used' }).where(and(inArray(uploads.id, used), eq(uploads.status, 'complete'))).returning({ id: uploads.id });
    if (taken.length !== used.length) throw conflict('One of these uploads is already part of a release.');
    const [release] = await tx
      .insert(releases)
      .values({
        ownerId: userId,
        title: input.title,
        description: input.description ?? '',
        artist: input.artist,
        dj: input.dj || null,
        releaseAt: input.release_at ? new Date(input.release_at) : null,
        explicit: input.explicit ?? files.some((f) => f.details.tags.explicit === true),
        priceCents: input.price_cents ?? null,
        cover,
        coverNote,
        chapters,
        genre: input.genre ?? null,
        moods: input.moods ?? [],
      })
      .returning();
    const made = await tx
      .insert(tracks)
      .values(
        files.map((f) => ({
          title: f.title ?? f.details.tags.title ?? fallbackTitle(f.upload.filename),
          artist: f.artist ?? f.details.tags.artist ?? input.artist,
          album: input.title,
          durationSeconds: Math.max(1, Math.round(f.details.audio.durationSeconds)),
          mediaKey: f.upload.mediaKey,
          mimeType: f.details.audio.mime,
          size: f.upload.size,
          bitrate: f.details.audio.bitrate,
        })),
      )
      .returning({ id: tracks.id, durationSeconds: tracks.durationSeconds });
    await tx.insert(trackRenditions).values(
      files.map((f, i) => ({ trackId: made[i].id, quality: 'original' as const, mediaKey: f.upload.mediaKey, mimeType: f.details.audio.mime, bitrate: f.details.audio.bitrate, bytes: f.upload.size })),
    );
    await tx.insert(releaseTracks).values(made.map((t, i) => ({ releaseId: release.id, trackId: t.id, position: i + 1 })));
    return { release, made };
  }).catch(async (error) => {
    if (cover) await getMediaStorage().remove(cover).catch(() => undefined);
    throw error;
  });
  for (const t of made) await sendTrackJob(t.id, t.durationSeconds);
  return { id: release.id, status: release.status };
}

// --- Changing, publishing and removing.

async function trackIdsOf(db: Db, releaseId: number): Promise<number[]> {
  const rows = await db.select({ id: releaseTracks.trackId }).from(releaseTracks).where(eq(releaseTracks.releaseId, releaseId)).orderBy(asc(releaseTracks.position));
  return rows.map((r) => r.id);
}

export async function updateRelease(userId: number, id: number, patch: UpdateRelease): Promise<Release> {
  await assertRole(userId, 'creator');
  const db = await getDb();
  const release = await ownRelease(db, userId, id);
  const current = await trackIdsOf(db, id);
  if (patch.tracks) {
    const asked = patch.tracks.map((t) => t.id);
    if (asked.length !== current.length || new Set(asked).size !== asked.length || asked.some((t) => !current.includes(t)))
      throw invalid('tracks must list every track of the release once, in the new order.');
  }
  if (patch.chapters !== undefined) {
    const [{ duration }] = await db.select({ duration: sql<number>`max(${tracks.durationSeconds})`.mapWith(Number) }).from(tracks).where(inArray(tracks.id, current));
    checkChapters(patch.chapters, current.length === 1 ? [duration] : current.map(() => duration));
  }
  await assertMayPublishUnder(userId, { artist: patch.artist, dj: patch.dj });
  let cover: string | null | undefined;
  if (patch.cover_upload_id === null) cover = null;
  else if (patch.cover_upload_id) {
    const [upload] = (await usableUploads(db, userId, [patch.cover_upload_id], 'image')).values();
    cover = await storeImageCover(upload);
  }
  const oldCover = release.cover;
  await db.transaction(async (tx) => {
    if (patch.cover_upload_id) await tx.update(uploads).set({ status: 'used' }).where(eq(uploads.id, patch.cover_upload_id));
    const [updated] = await tx
      .update(releases)
      .set({
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.artist !== undefined && { artist: patch.artist }),
        ...(patch.dj !== undefined && { dj: patch.dj || null }),
        ...(patch.release_at !== undefined && { releaseAt: patch.release_at ? new Date(patch.release_at) : release.status === 'published' ? new Date() : null }),
        ...(patch.explicit !== undefined && { explicit: patch.explicit }),
        ...(patch.price_cents !== undefined && { priceCents: patch.price_cents }),
        ...(patch.chapters !== undefined && { chapters: patch.chapters.length ? [...patch.chapters].sort((a, b) => a.start - b.start) : null }),
        // A cover chosen (or removed) replaces whatever was said of the embedded one.
        ...(cover !== undefined && { cover, coverNote: null }),
        ...(patch.genre !== undefined && { genre: patch.genre }),
        ...(patch.moods !== undefined && { moods: patch.moods }),
        updatedAt: new Date(),
      })
      .where(eq(releases.id, id))
      .returning();
    for (const [i, t] of (patch.tracks ?? []).entries()) {
      // Positions go out of the way first: (release, position) is not unique, but the order must never be ambiguous.
      await tx.update(releaseTracks).set({ position: i + 1 }).where(and(eq(releaseTracks.releaseId, id), eq(releaseTracks.trackId, t.id)));
      if (t.title || t.artist) await tx.update(tracks).set({ ...(t.title && { title: t.title }), ...(t.artist && { artist: t.artist }) }).where(eq(tracks.id, t.id));
    }
    if (updated.status === 'published') await projectRelease(tx as unknown as Db, updated, await trackIdsOf(tx as unknown as Db, id));
  });
  if (cover !== undefined && oldCover && oldCover !== cover) await getMediaStorage().remove(oldCover).catch(() => undefined);
  if (release.status === 'published') invalidateCatalog();
  // A scheduled release moved to now is out now, and announced at once like a publish.
  if (release.status === 'published' && release.mixtapeId !== null && patch.release_at !== undefined) await announceMixtapeNow(release.mixtapeId);
  return getRelease(userId, id);
}

export async function publishRelease(userId: number, id: number): Promise<Release> {
  await assertRole(userId, 'creator');
  const db = await getDb();
  const release = await ownRelease(db, userId, id);
  if (release.status === 'processing') throw conflict('This release is still processing: publish it once every track is ready.');
  if (release.status === 'failed') throw conflict('A track of this release failed to process: remove it or upload it again before publishing.');
  if (release.status === 'ready') {
    const mixtapeId = await db.transaction(async (tx) => {
      // Only one publish wins: the row moves from ready to published once.
      const [published] = await tx
        .update(releases)
        .set({ status: 'published', releaseAt: release.releaseAt ?? new Date(), updatedAt: new Date() })
        .where(and(eq(releases.id, id), eq(releases.status, 'ready')))
        .returning();
      if (!published) return null;
      const projected = await projectRelease(tx as unknown as Db, published, await trackIdsOf(tx as unknown as Db, id));
      await tx.update(releases).set({ mixtapeId: projected }).where(eq(releases.id, id));
      return projected;
    });
    invalidateCatalog();
    // Out now: its followers hear of it at once (a scheduled one is announced when its time comes).
    if (mixtapeId !== null) await announceMixtapeNow(mixtapeId);
  }
  return getRelease(userId, id);
}

/** Unpublishes and removes a release with its files. Refused once someone has paid for it: their purchase stands. */
export async function deleteRelease(userId: number, id: number): Promise<void> {
  await assertRole(userId, 'creator');
  const db = await getDb();
  const release = await ownRelease(db, userId, id);
  const trackIds = await trackIdsOf(db, id);
  const ids = trackIds.length ? trackIds : [-1];
  const renditionKeys = await db.select({ key: trackRenditions.mediaKey }).from(trackRenditions).where(inArray(trackRenditions.trackId, ids));
  const waveformKeys = await db.select({ key: tracks.waveform }).from(tracks).where(inArray(tracks.id, ids));
  await db.transaction(async (tx) => {
    if (release.mixtapeId !== null) {
      const [paid] = await tx.select({ id: purchases.id }).from(purchases).where(and(eq(purchases.mixtapeId, release.mixtapeId), isNotNull(purchases.paidAt))).limit(1);
      if (paid) throw conflict('People have bought this release, so it stays: write to us to take it down.');
      await tx.delete(mixtapes).where(eq(mixtapes.id, release.mixtapeId));
    }
    await tx.delete(releases).where(eq(releases.id, id));
    if (trackIds.length) await tx.delete(tracks).where(inArray(tracks.id, trackIds));
  });
  if (release.mixtapeId !== null) invalidateCatalog();
  const storage = getMediaStorage();
  const files = new Set([...renditionKeys, ...waveformKeys, { key: release.cover }].flatMap(({ key }) => (key ? [key] : [])));
  await Promise.all([...files].map((key) => storage.remove(key).catch(() => undefined)));
}
