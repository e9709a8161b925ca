import { useEffect } from 'react';
import { useAppStore, type AppState } from '@/store';
import { useMediaSession } from './use-media-session';
import { usePlayAnalytics } from './use-play-analytics';
import { playerWindowOf, usePlayerHandoff } from './use-player-handoff';
import { useRadioFeed } from './use-radio';
import { catalogService } from '@/services/on-demand';

/**
 * Reads the ads settings once per page load, when the player first has something to play: an ad only ever comes
 * between two tracks (see docs/product.md, Player and queue), so nothing waits for them, and a visit that plays
 * nothing never loads the API client for them. Without them the player simply plays no ads.
 */
function useAdsConfig(): void {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const request = (state: AppState) => {
      if (!state.isActive) return false;
      catalogService()
        .then(({ getConfig }) => getConfig())
        .then(({ ads }) => useAppStore.getState().setAdsConfig(ads))
        .catch(() => undefined);
      return true;
    };
    if (!request(useAppStore.getState())) {
      unsubscribe = useAppStore.subscribe((state) => {
        if (request(state)) unsubscribe?.();
      });
    }
    return () => unsubscribe?.();
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
