import { useEffect } from 'react';
import { useAppStore, type AppState } from '@/store';
import { isStartingSound } from '@/store/player-slice';
import { hasPremium } from '@/store/premium-slice';
import { useMediaSession } from './use-media-session';
import { usePlayAnalytics } from './use-play-analytics';
import { playerWindowOf, usePlayerHandoff } from './use-player-handoff';
import { useRadioFeed } from './use-radio-feed';
import { catalogService } from '@/services/catalog';

/**
 * Reads the ads settings once the player has something to play and its first sound has come: an ad only ever comes
 * between two tracks (see docs/product.md, Player and queue), so nothing waits for them; loading the API client
 * for them during the first sound delayed it; and a visit that plays nothing never loads it. Without them the player simply plays no ads. The answer depends on the listener (the
 * member's token goes with the call, and a premium member hears none), so it is read again when the member or
 * their premium changes.
 */
function useAdsConfig(): void {
  useEffect(() => {
    let asked: string | undefined;
    const request = (state: AppState) => {
      const listener = `${state.isLoggedIn ? state.userInfor?.id : ''}:${hasPremium(state)}`;
      if (!state.isActive || isStartingSound(state) || !state.authReady || listener === asked) return;
      asked = listener;
      catalogService()
        .then(({ getConfig }) => getConfig())
        .then(({ ads }) => asked === listener && useAppStore.getState().setAdsConfig(ads))
        .catch(() => undefined);
    };
    request(useAppStore.getState());
    return useAppStore.subscribe(request);
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
