import { useEffect } from 'react';
import { useHasPremium } from '@/hooks/payments';
import { useAppStore, type AppState } from '@/store';
import { isStartingSound } from '@/store/player-slice';
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
 * their premium changes; premium turning on ends the ads at once, before that answer comes (an ad playing ends too),
 * so a new subscriber never hears one in between.
 */
function useAdsConfig(): void {
  const premium = useHasPremium();
  useEffect(() => {
    if (premium) useAppStore.getState().setAdsConfig(null);
    let asked: string | undefined;
    let current = true;
    const request = (state: AppState) => {
      const listener = `${state.isLoggedIn ? state.userInfor?.id : ''}`;
      if (!state.isActive || isStartingSound(state) || !state.authReady || listener === asked) return;
      asked = listener;
      catalogService()
        .then(({ getConfig }) => getConfig())
        .then(({ ads }) => current && asked === listener && useAppStore.getState().setAdsConfig(ads))
        .catch(() => undefined);
    };
    request(useAppStore.getState());
    const unsubscribe = useAppStore.subscribe(request);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [premium]);
}

/** Everything the player needs besides the audio sync, once per window: called from pages/_app. */
export function usePlayerRuntime(pathname: string): void {
  useAdsConfig();
  usePlayAnalytics();
  useMediaSession();
  useRadioFeed();
  usePlayerHandoff(playerWindowOf(pathname));
}
