import { getMediaStorage, mediaUrl } from '../adapters/media-storage';
import { synthesizeMp3 } from '../demo/audio/mp3';
import { hashSeed } from '../media/random';
import { logger } from '../telemetry/logger';

/** The one house ad, played between tracks when ads are on. */
export const AD_MEDIA_KEY = 'ads/lmt-radio.mp3';
export const AD_SECONDS = 8;
// A seed no catalog track uses, so the jingle sounds unlike any track in the catalog.
const AD_SEED = hashSeed('ad', 'lmt-radio');

let ready: Promise<string | null> | undefined;

async function makeAd(): Promise<string> {
  const storage = getMediaStorage();
  if (!(await storage.stat(AD_MEDIA_KEY))) {
    const { data } = synthesizeMp3(AD_SEED, AD_SECONDS, { title: 'LMT Radio', artist: 'LMT', album: 'Station ID', genre: 'Advertisement' });
    await storage.put(AD_MEDIA_KEY, data);
  }
  return mediaUrl(AD_MEDIA_KEY)!;
}

/**
 * The public URL of the ad audio, synthesizing it into media storage the first time (about half a second, once
 * per data folder: the file is deterministic and kept). Null if that fails: the config must still answer, and
 * players then simply skip ads. A failure is retried on the next call.
 */
export function ensureAdAudio(): Promise<string | null> {
  ready ??= makeAd().catch((error) => {
    logger.error({ error: error instanceof Error ? error.message : String(error) }, 'could not make the ad audio');
    ready = undefined;
    return null;
  });
  return ready;
}
