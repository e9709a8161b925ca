import type { AdsConfig } from '@/lib/contracts/catalog';

/** The ads configuration clients read from GET /config, set by the operator through the environment. */
export function getClientConfig(): AdsConfig {
  const everyTracks = Number.parseInt(process.env.ADS_EVERY_TRACKS ?? '', 10);
  return {
    ads: {
      enabled: process.env.ADS_ENABLED === '1' || process.env.ADS_ENABLED === 'true',
      everyTracks: Number.isFinite(everyTracks) && everyTracks > 0 ? everyTracks : 4,
    },
  };
}
