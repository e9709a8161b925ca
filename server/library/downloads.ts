import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DownloadLink, signedDownloadQuerySchema } from '@/lib/contracts/library';
import { getDb } from '../db/client';
import { mixtapes, tracks } from '../db/schema';
import { assertOut } from '../catalog/release';
import { trackHolders } from '../catalog/tracks';
import { noticeReference } from '../catalog/takedowns';
import { writeRange } from '../adapters/media-storage';
import { isAppError, unauthenticated, forbidden, notFound } from '../core/errors';
import type { FileReply } from '../core/files';
import { coverKeyOf } from '../catalog/covers';
import { openTagged, taggedAudio } from '../media/tagged-audio';
import { paidMixtapeAccess } from '../payments/purchases';
import { assertDownloadLink, attachment, DOWNLOAD_LINK_SECONDS, downloadUrl, safeFileName } from './download-links';
import { mixtapeZip } from './mixtape-zip';

// Downloads (see docs/product.md, Downloads): the API hands out a signed link, and the link serves the file.

export const PAID_DOWNLOAD_MESSAGE = 'Buy this mixtape or go premium to download it.';
export const GUEST_DOWNLOAD_MESSAGE = 'Log in or sign up for free to download this track.';

/** A signed link is one person's, for a few minutes: no shared cache keeps what it serves. */
const LINK_CACHE = `private, max-age=${DOWNLOAD_LINK_SECONDS}`;

async function findTrack(id: number) {
  const db = await getDb();
  const [track] = await db
    .select({ title: tracks.title, artist: tracks.artist, album: tracks.album, key: tracks.mediaKey, mimeType: tracks.mimeType, guestDownload: tracks.guestDownload })
    .from(tracks)
    .where(eq(tracks.id, id));
  if (!track) throw notFound('Track not found');
  return track;
}

interface PricedMixtape {
  id: number;
  price: number | null;
}

/**
 * The one rule for a paid mixtape's files, its zip and each of its tracks alike: they download only for its buyers
 * and premium members (see docs/product.md, Paid mixtapes). `holders` are the mixtapes holding the file; a file that
 * one free mixtape holds is free. Saving offline goes by it too (server/library/offline.ts).
 */
export async function assertMayDownload(userId: number | null, holders: PricedMixtape[]): Promise<void> {
  if (!holders.length || holders.some((mixtape) => mixtape.price === null)) return;
  const allowed = userId !== null && (await paidMixtapeAccess(userId, holders.map((mixtape) => mixtape.id))) !== null;
  if (!allowed) throw forbidden(PAID_DOWNLOAD_MESSAGE);
}

/** A paid mixtape's track downloads as its zip does; any other for members, and for guests when it allows guest downloads. */
export async function requestTrackDownload(userId: number | null, id: number): Promise<DownloadLink> {
  const track = await findTrack(id);
  const holders = await trackHolders(id);
  assertOut(holders);
  await assertMayDownload(userId, holders);
  if (userId === null && !track.guestDownload) throw unauthenticated(GUEST_DOWNLOAD_MESSAGE);
  return { download_url: downloadUrl('tracks', id) };
}

export async function requestMixtapeDownload(userId: number, id: number): Promise<DownloadLink> {
  const db = await getDb();
  const [mixtape] = await db
    .select({ id: mixtapes.id, price: mixtapes.priceAmount, releaseDate: mixtapes.releaseDate, withheldBy: noticeReference(mixtapes.takenDownBy) })
    .from(mixtapes)
    .where(eq(mixtapes.id, id));
  if (!mixtape) throw notFound('Mixtape not found');
  assertOut([mixtape]);
  await assertMayDownload(userId, [mixtape]);
  return { download_url: downloadUrl('mixtapes', id) };
}

/** A track's cover key, null when neither it nor its mixtape has one. */
const trackCover = (id: number) => coverKeyOf('tracks', id).catch((error: unknown) => {
  if (isAppError(error, 'not-found')) return null;
  throw error;
});

/**
 * GET of a signed link: the track's file as `Artist - Title.mp3`, an MP3 with its cover put in its tag as it is
 * sent (server/media/tagged-audio.ts), or the mixtape's zip.
 */
export async function signedDownload(query: z.infer<typeof signedDownloadQuerySchema>): Promise<FileReply> {
  assertDownloadLink(query.kind, query.id, query.expires, query.signature);
  if (query.kind === 'mixtapes') return mixtapeZip(query.id, LINK_CACHE);
  const track = await findTrack(query.id);
  assertOut(await trackHolders(query.id));
  const fileName = `${safeFileName(`${track.artist} - ${track.title}`)}${path.extname(track.key) || '.mp3'}`;
  const disposition = attachment(fileName);
  const audio = await taggedAudio({ key: track.key, mimeType: track.mimeType, tags: { title: track.title, artist: track.artist, album: track.album } }, await trackCover(query.id));
  // Nothing to add (not an MP3, no cover, a picture of its own): the stored file, as a stream is sent.
  if (!audio.prefix.length) return { kind: 'stored', key: track.key, mimeType: track.mimeType, cacheControl: LINK_CACHE, disposition };
  const etag = `"${audio.size.toString(16)}-${Math.floor(audio.mtime.getTime()).toString(16)}-${audio.version}"`;
  return {
    kind: 'built',
    size: audio.size,
    etag,
    contentType: track.mimeType,
    cacheControl: LINK_CACHE,
    disposition,
    async write(out, start, end) {
      const media = await openTagged(audio);
      if (!media) throw notFound('Media file not found');
      try {
        await writeRange(out, media, start, end);
      } finally {
        media.release();
      }
    },
  };
}
