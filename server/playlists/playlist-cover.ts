import { randomBytes } from 'node:crypto';
import { PLAYLIST_COVER_MAX_BYTES, PLAYLIST_COVER_SIZE } from '@/lib/contracts/playlists';
import { getMediaStorage } from '../adapters/media-storage';
import type { UploadedFile } from '../core/files';
import { toSquareCover } from '../media/cover-image';

/**
 * Checks and re-encodes an uploaded cover, then stores it under a new key. Every upload gets its own key (media is
 * cached for a week, and a key names a file, not its bytes): a changed cover is a new URL, never a stale image.
 * The file is written before the database names it; whoever fails after must drop it (dropCover).
 */
export async function storeCover(file: UploadedFile): Promise<string> {
  const image = await toSquareCover(file.data, { size: PLAYLIST_COVER_SIZE, maxBytes: PLAYLIST_COVER_MAX_BYTES });
  const key = `playlists/${randomBytes(12).toString('hex')}.webp`;
  await getMediaStorage().put(key, image);
  return key;
}

/** Removes a cover no playlist names any more; a file left behind is only wasted space, never an error. */
export async function dropCover(key: string | null | undefined): Promise<void> {
  if (!key) return;
  await getMediaStorage()
    .remove(key)
    .catch(() => undefined);
}
