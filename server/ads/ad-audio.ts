import fs from 'node:fs/promises';
import path from 'node:path';
import { getMediaStorage, mediaUrl } from '../adapters/media-storage';
import { logger } from '../core/logger';

/** The one house ad, an 8-second station ID played between tracks when ads are on. */
const AD_MEDIA_KEY = 'ads/lmt-radio.mp3';
/** Its recording, kept with the site's content and copied into the media store on first use. */
const AD_FILE = path.join(process.cwd(), 'content', 'ads', 'lmt-radio.mp3');

let ready: Promise<string | null> | undefined;

async function storeAd(): Promise<string> {
  const storage = getMediaStorage();
  if (!(await storage.stat(AD_MEDIA_KEY))) await storage.put(AD_MEDIA_KEY, await fs.readFile(AD_FILE));
  return mediaUrl(AD_MEDIA_KEY)!;
}

/**
 * The public URL of the ad audio, copying it into the media store the first time (once per store: it is kept
 * there, so a CDN or bucket serves it like any other file). Null if that fails: the config must still answer, and
 * players then simply skip ads. A failure is retried on the next call.
 */
export function ensureAdAudio(): Promise<string | null> {
  ready ??= storeAd().catch((error) => {
    logger.error({ error: error instanceof Error ? error.message : String(error) }, 'could not store the ad audio');
    ready = undefined;
    return null;
  });
  return ready;
}
