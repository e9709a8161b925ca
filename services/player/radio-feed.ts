import { useAppStore, type AppState } from '@/store';
import { radioService } from '@/services/player';

// Keeping an LMT Radio queue topped up: loaded by hooks/player/use-radio-feed.ts once radio first plays in a window, as most
// visits never start it.

/** Fewer tracks than this left after the current one: fetch the next batch, so radio never runs dry. */
export const RADIO_LOW_WATER = 3;
const RETRY_AFTER_MS = 15_000;

const remaining = (state: AppState) => state.queue.length - 1 - state.currentIndex;

/** Keeps the radio queue topped up while radio plays in this window; returns a function that stops. */
export function feedRadio(): () => void {
  let fetching = false;
  let retryAt = 0;
  // An empty answer means the server has nothing new for this session: stop asking until radio restarts.
  let exhausted: string | null = null;

  const check = (state: AppState) => {
    const session = state.radioSession;
    if (!state.isRadioPlay || !session || state.handedOff || fetching || exhausted === session) return;
    if (remaining(state) >= RADIO_LOW_WATER || Date.now() < retryAt) return;
    fetching = true;
    radioService()
      .then(({ getRadioBatch }) => getRadioBatch(session))
      .then((batch) => {
        if (batch.data.length === 0) exhausted = session;
        useAppStore.getState().appendRadioTracks(batch.session, batch.data);
      })
      .catch(() => {
        retryAt = Date.now() + RETRY_AFTER_MS;
      })
      .finally(() => {
        fetching = false;
      });
  };
  check(useAppStore.getState());
  return useAppStore.subscribe((state) => check(state));
}
