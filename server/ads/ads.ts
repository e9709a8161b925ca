import type { ClientConfig } from '@/lib/contracts/catalog';
import { settings } from '../core/config';
import { isPremium } from '../payments/premium';
import { ensureAdAudio } from './ad-audio';

/**
 * Whether this visitor hears ads, and how often, as the operator set them through the environment: off unless
 * ADS_ENABLED is set; only then is the ad's url reported (and the ad stored, on first ask). A premium member hears
 * no ads (see docs/product.md, Premium).
 */
export async function adsFor(userId: number | null): Promise<ClientConfig['ads']> {
  const { ADS_ENABLED, ADS_EVERY_TRACKS } = settings();
  const enabled = !!ADS_ENABLED && !(userId !== null && (await isPremium(userId)));
  return {
    enabled,
    everyTracks: ADS_EVERY_TRACKS ?? 4,
    ...(enabled ? { url: await ensureAdAudio() } : {}),
  };
}
