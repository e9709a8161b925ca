import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage } from '@/services/api-errors';
import { useAppStore, type AppState } from '@/store';
import { radioService } from '@/services/on-demand';
import { player } from '@/commands/player';

/** Fewer tracks than this left after the current one: fetch the next batch, so radio never runs dry. */
export const RADIO_LOW_WATER = 3;
const RETRY_AFTER_MS = 15_000;

// The radio's service comes on demand: most visits never start radio.
const getRadioBatch = async (session: string | null) => (await radioService()).getRadioBatch(session);

/** 'Play LMT Radio': fetches a first batch and starts it. */
export function useStartRadio() {
  const [starting, setStarting] = useState(false);
  const start = useCallback(async () => {
    setStarting(true);
    try {
      const batch = await getRadioBatch(null);
      if (batch.data.length === 0) throw new Error('The radio has nothing to play right now.');
      player.startRadio(batch.session, batch.data);
    } catch (error) {
      useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' });
    } finally {
      setStarting(false);
    }
  }, []);
  return { start, starting };
}

const remaining = (state: AppState) => state.queue.length - 1 - state.currentIndex;

/** Keeps the radio queue topped up while radio plays in this window. */
export function useRadioFeed(): void {
  useEffect(() => {
    let fetching = false;
    let retryAt = 0;
    // An empty answer means the server has nothing new for this session: stop asking until radio restarts.
    let exhausted: string | null = null;

    const check = (state: AppState) => {
      const session = state.radioSession;
      if (!state.isRadioPlay || !session || state.handedOff || fetching || exhausted === session) return;
      if (remaining(state) >= RADIO_LOW_WATER || Date.now() < retryAt) return;
      fetching = true;
      getRadioBatch(session)
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
  }, []);
}
