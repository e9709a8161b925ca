import { useEffect } from 'react';
import { useAppStore } from '@/store';
import { useMediaSession } from './use-media-session';
import { usePlayAnalytics } from './use-play-analytics';
import { playerWindowOf, usePlayerHandoff } from './use-player-handoff';
import { useRadioFeed } from './use-radio';

/** Reads the ads settings once per page load; without them the player simply plays no ads. */
function useAdsConfig(): void {
  useEffect(() => {
    import('@/services/catalog')
      .then(({ getConfig }) => getConfig())
      .then(({ ads }) => useAppStore.getState().setAdsConfig(ads))
      .catch(() => undefined);
  }, []);
}

/** Everything the player needs besides the audio sync, once per window: called from pages/_app. */
export function usePlayerRuntime(pathname: string): void {
  useAdsConfig();
  usePlayAnalytics();
  useMediaSession();
  useRadioFeed();
  usePlayerHandoff(playerWindowOf(pathname));
}
