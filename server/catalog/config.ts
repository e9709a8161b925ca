import type { AdsConfig } from '@/lib/contracts/catalog';
import { ensureAdAudio } from '../ads/ad-audio';
import { isPremium } from '../payments/premium';

/**
 * The ads configuration clients read from GET /config, set by the operator through the environment.
 * Ads are off unless ADS_ENABLED is set; only then is the ad's url reported (and the ad made, on first ask),
 * so a site without ads never pays for synthesizing one. A premium member hears no ads: their answer says so
 * (see docs/product.md, Premium).
 */
export async function getClientConfig(userId: number | null): Promise<AdsConfig> {
  const everyTracks = Number.parseInt(process.env.ADS_EVERY_TRACKS ?? '', 10);
  const enabled = (process.env.ADS_ENABLED === '1' || process.env.ADS_ENABLED === 'true') && !(userId !== null && (await isPremium(userId)));
  return {
    ads: {
      enabled,
      everyTracks: Number.isFinite(everyTracks) && everyTracks > 0 ? everyTracks : 4,
      ...(enabled ? { url: await ensureAdAudio() } : {}),
    },
  };
}
