import type { ClientConfig } from '@/lib/contracts/catalog';
import { isPremium } from '../payments/premium';
import { ensureAdAudio } from './ad-audio';

/**
 * Whether this visitor hears ads, and how often, as the operator set them through the environment: off unless
 * ADS_ENABLED is set; only then is the ad's url reported (and the ad stored, on first ask). A premium member hears
 * no ads (see docs/product.md, Premium).
 */
export async function adsFor(userId: number | null): Promise<ClientConfig['ads']> {
  const everyTracks = Number.parseInt(process.env.ADS_EVERY_TRACKS ?? '', 10);
  const enabled = (process.env.ADS_ENABLED === '1' || process.env.ADS_ENABLED === 'true') && !(userId !== null && (await isPremium(userId)));
  return {
    enabled,
    everyTracks: Number.isFinite(everyTracks) && everyTracks > 0 ? everyTracks : 4,
    ...(enabled ? { url: await ensureAdAudio() } : {}),
  };
}
