import { OFFLINE_PREMIUM_MESSAGE } from '@/lib/offline-rules';
import type { OfflineLinks, signedOfflineQuerySchema } from '@/lib/contracts/library';
import type { z } from 'zod';
import { assertOut } from '../catalog/release';
import { getTrackMedia, trackHolders } from '../catalog/tracks';
import { forbidden } from '../core/errors';
import type { StoredFile } from '../core/files';
import { isSignature, signature } from '../core/secret';
import { isPremium } from '../payments/premium';
import { assertMayDownload } from './downloads';

// Saving offline is Premium's (see docs/product.md, Offline and installing), and the server holds to it: what a save
// keeps on the device comes through links only a premium member is given, each signed for one track in one quality
// and working for a few minutes. A track that may not play or download (taken down, not out yet, a paid mixtape's
// for someone who holds none of its mixtapes) gets none, and a link asked for after its track was taken down answers
// 451 as the stream does.

export const OFFLINE_LINK_SECONDS = 10 * 60;
export const INVALID_OFFLINE_LINK_MESSAGE = 'This offline link is not valid. Save the mixtape again.';
export const EXPIRED_OFFLINE_LINK_MESSAGE = 'This offline link has expired. Save the mixtape again.';

type Quality = 'standard' | 'data_saver';

const signed = (id: number, quality: Quality, expires: number) => `${id}/${quality}/${expires}`;

/** POST /offline/links: a link to each track's audio, for a premium member (403 for anyone else). */
export async function requestOfflineLinks(userId: number, body: { track_ids: number[]; quality: Quality }, now = Date.now()): Promise<OfflineLinks> {
  if (!(await isPremium(userId))) throw forbidden(OFFLINE_PREMIUM_MESSAGE);
  const ids = [...new Set(body.track_ids)];
  // One after the other: the first track refused answers for the call, and nothing is handed out.
  for (const id of ids) {
    const holders = await trackHolders(id);
    assertOut(holders);
    await assertMayDownload(userId, holders);
  }
  const expires = Math.floor(now / 1000) + OFFLINE_LINK_SECONDS;
  const links = ids.map((id) => ({
    track_id: id,
    url: `/api/v3/offline/tracks/${id}?quality=${body.quality}&expires=${expires}&signature=${signature('offline-link', signed(id, body.quality, expires))}`,
  }));
  return { links, expires_in: OFFLINE_LINK_SECONDS };
}

/**
 * GET of an offline link: the track's audio in the quality it names, under the stream's rules at this moment. Never
 * kept by the browser's HTTP cache: the save keeps its own copy.
 */
export async function offlineTrack(query: z.infer<typeof signedOfflineQuerySchema>, now = Date.now()): Promise<StoredFile> {
  if (!isSignature('offline-link', signed(query.id, query.quality, Number(query.expires)), query.signature)) throw forbidden(INVALID_OFFLINE_LINK_MESSAGE);
  if (Number(query.expires) * 1000 < now) throw forbidden(EXPIRED_OFFLINE_LINK_MESSAGE);
  return { ...(await getTrackMedia(query.id, query.quality)), cacheControl: 'private, no-store' };
}
