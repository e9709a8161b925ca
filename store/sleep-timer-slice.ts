import type { SleepChoice, SleepTimer } from '@/lib/sleep-timer';
import type { AppState, SliceCreator } from './types';

/**
 * The sleep timer of the phone's now-playing screen (see docs/product.md, Player and queue); never persisted. Its
 * rules are in lib/sleep-timer.ts and its tick in store/sleep-timer-tick.ts, which load with the player.
 */
export interface SleepTimerSlice {
  sleepTimer: SleepTimer | null;
  /** Sets the timer (null is Off, which puts back a volume the fade had lowered). */
  setSleepTimer: (choice: SleepChoice | null, now?: number) => void;
}

/** The timer gone, with the volume from before its fade. */
export const timerOff = (state: AppState): Partial<AppState> => ({ sleepTimer: null, volume: state.sleepTimer?.fadeFrom ?? state.volume });

/**
 * What ends a track instead of moving on, when the timer waits for the end of the track: playback pauses there
 * (store/player-slice.ts, trackEnded) and the volume comes back. Null when no such timer is set.
 */
export const sleepAtTrackEnd = (state: AppState): Partial<AppState> | null => (state.sleepTimer?.choice === 'end-of-track' ? timerOff(state) : null);

export const createSleepTimerSlice: SliceCreator<SleepTimerSlice> = (set, get) => ({
  sleepTimer: null,
  setSleepTimer: (choice, now = Date.now()) => {
    const off = timerOff(get());
    if (choice === null) return set(off);
    set({ ...off, sleepTimer: { choice, endsAt: choice === 'end-of-track' ? null : now + choice * 60_000, fadeFrom: null, fadeVolume: null } });
  },
});
