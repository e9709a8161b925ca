import type { ClientConfig } from '@/lib/contracts/catalog';
import { commentsConfig } from '../comments/config';
import { ensureAdAudio } from '../ads/ad-audio';
import { isPremium } from '../payments/premium';

/**
 * The configuration clients read from GET /config, set by the operator through the environment: the ads, and the
 * comments provider (server/comments/config.ts). Ads are off unless ADS_ENABLED is set; only then is the ad's url
 * reported (and the ad made, on first ask), so a site without ads never pays for synthesizing one. A premium
 * member hears no ads: their answer says so (see docs/product.md, Premium).
 */
export async function getClientConfig(userId: number | null): Promise<ClientConfig> {
  const everyTracks = Number.parseInt(process.env.ADS_EVERY_TRACKS ?? '', 10);
  const enabled = (process.env.ADS_ENABLED === '1' || process.env.ADS_ENABLED === 'true') && !(userId !== null && (await isPremium(userId)));
  return {
    ads: {
      enabled,
      everyTracks: Number.isFinite(everyTracks) && everyTracks > 0 ? everyTracks : 4,
      ...(enabled ? { url: await ensureAdAudio() } : {}),
    },
    comments: commentsConfig(),
  };
}
