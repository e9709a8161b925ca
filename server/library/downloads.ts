import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DownloadLink, signedDownloadQuerySchema } from '@/lib/contracts/library';
import { getDb } from '../db/client';
import { mixtapes, tracks } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { isPremium } from '../payments/premium';
import { hasBought } from '../payments/purchases';
import { sendMedia } from '../playback/send-media';
import { assertDownloadLink, attachment, DOWNLOAD_LINK_SECONDS, downloadUrl, safeFileName } from './download-links';
import { sendMixtapeZip } from './mixtape-zip';

// Downloads (see docs/product.md, Downloads): the API hands out a signed link, and the link serves the file.

export const PAID_DOWNLOAD_MESSAGE = 'Buy this mixtape or go premium to download it.';
export const GUEST_DOWNLOAD_MESSAGE = 'Log in or sign up for free to download this track.';

/** A signed link is one person's, for a few minutes: no shared cache keeps what it serves. */
const LINK_CACHE = `private, max-age=${DOWNLOAD_LINK_SECONDS}`;

async function findTrack(id: number) {
  const db = await getDb();
  const [track] = await db
    .select({ title: tracks.title, artist: tracks.artist, key: tracks.mediaKey, mimeType: tracks.mimeType, guestDownload: tracks.guestDownload })
    .from(tracks)
    .where(eq(tracks.id, id));
  if (!track) throw notFound('Track not found');
  return track;
}

/** Guests get a link only for a track that allows guest downloads; members for any track. */
export async function requestTrackDownload(userId: number | null, id: number): Promise<DownloadLink> {
  const track = await findTrack(id);
  if (userId === null && !track.guestDownload) throw new HttpError(401, GUEST_DOWNLOAD_MESSAGE);
  return { download_url: downloadUrl('tracks', id) };
}

/** A paid mixtape's zip is for those who bought it and for premium members (see docs/product.md, Buying). */
export async function requestMixtapeDownload(userId: number, id: number): Promise<DownloadLink> {
  const db = await getDb();
  const [mixtape] = await db.select({ price: mixtapes.priceAmount }).from(mixtapes).where(eq(mixtapes.id, id));
  if (!mixtape) throw notFound('Mixtape not found');
  if (mixtape.price !== null && !(await isPremium(userId)) && !(await hasBought(userId, id))) throw new HttpError(403, PAID_DOWNLOAD_MESSAGE);
  return { download_url: downloadUrl('mixtapes', id) };
}

/** GET of a signed link: the track's file as `Artist - Title.mp3`, or the mixtape's zip. */
export async function sendSignedDownload(req: IncomingMessage, res: ServerResponse, query: z.infer<typeof signedDownloadQuerySchema>): Promise<void> {
  assertDownloadLink(query.kind, query.id, query.expires, query.signature);
  if (query.kind === 'mixtapes') return sendMixtapeZip(req, res, query.id, LINK_CACHE);
  const track = await findTrack(query.id);
  const fileName = `${safeFileName(`${track.artist} - ${track.title}`)}${path.extname(track.key) || '.mp3'}`;
  await sendMedia(req, res, { key: track.key, mimeType: track.mimeType, cacheControl: LINK_CACHE, disposition: attachment(fileName) });
}
