import { mediaMimeType } from '../adapters/mime';
import { isPublicMediaKey } from '../adapters/stored-media';
import { notFound } from '../core/errors';
import type { StoredFile } from '../core/files';

/** How long browsers and CDNs keep a public media file: keys are never written twice (a new cover is a new key). */
const PUBLIC_MEDIA_MAX_AGE = 604_800;

const MEDIA_NOT_FOUND = 'Media file not found';

/**
 * A media file by its key, for `GET /media/{key}`: only what is public by nature (covers, avatars, artwork, the ad).
 * Any other key, audio above all, is a 404 whether or not a file is there, so that the path tells nothing of what is
 * stored: audio leaves only through the routes that apply its rules.
 */
export function publicMediaFile(key: string): StoredFile {
  if (!isPublicMediaKey(key)) throw notFound(MEDIA_NOT_FOUND);
  return { kind: 'stored', key, mimeType: mediaMimeType(key), maxAge: PUBLIC_MEDIA_MAX_AGE };
}
