import type { StoreApi } from 'zustand';
import { SLEEP_FADE_SECONDS, sleepClock, sleepFadeLevel } from '@/lib/sleep-timer';
import { timerOff } from './sleep-timer-slice';
import type { AppState } from './types';

/**
 * Moves the sleep timer's fade along and pauses when it is over; called a few times a second while a timer is set
 * (hooks/player/use-sleep-timer.ts). Apart from its slice, so that it loads with the player rather than with every page.
 */
export function tickSleepTimer(store: Pick<StoreApi<AppState>, 'getState' | 'setState'>, now = Date.now()): void {
  const state = store.getState();
  const set = (patch: Partial<AppState>) => store.setState(patch);
  const timer = state.sleepTimer;
  if (!timer) return;
  // The listener moved the volume during the fade: theirs stands, and the timer is off.
  if (timer.fadeVolume !== null && timer.fadeVolume !== state.volume) return set({ sleepTimer: null });
  // A timer of minutes is over once its fade is: playback pauses, and the next play is as loud as before.
  if (timer.endsAt !== null && now >= timer.endsAt + SLEEP_FADE_SECONDS * 1000) return set({ ...timerOff(state), isPlaying: false });
  // An ad's last seconds are not the end of the track the timer waits for.
  const level = timer.endsAt === null && state.isPlayingAd ? null : sleepFadeLevel(timer, sleepClock(state, now));
  if (level === null) {
    // Out of the fade again (the listener skipped or seeked back from the end): the volume comes back.
    if (timer.fadeFrom !== null) set({ volume: timer.fadeFrom, sleepTimer: { ...timer, fadeFrom: null, fadeVolume: null } });
    return;
  }
  const from = timer.fadeFrom ?? state.volume;
  const volume = Math.round(from * level);
  if (volume !== timer.fadeVolume) set({ volume, sleepTimer: { ...timer, fadeFrom: from, fadeVolume: volume } });
}
