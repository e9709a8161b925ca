import type { AppState, SliceCreator } from './types';

/** How long the music fades out before the sleep timer pauses it, in seconds. */
export const SLEEP_FADE_SECONDS = 10;
/** The timers of minutes the listener can set. */
export const SLEEP_MINUTES = [15, 30, 60] as const;
/** At the end of the playing track, or after some minutes. */
export type SleepChoice = 'end-of-track' | (typeof SLEEP_MINUTES)[number];

export interface SleepTimer {
  choice: SleepChoice;
  /** When a timer of minutes fires (ms since the epoch); null when it waits for the end of the track. */
  endsAt: number | null;
  /** The volume before the fade began, put back once playback has paused; null before the fade. */
  fadeFrom: number | null;
  /** The volume the fade set last: finding another one means the listener took the volume over. */
  fadeVolume: number | null;
}

/** Where playback is, for the timer: the time now (ms) and the active track's clock (seconds). */
export interface SleepClock {
  now: number;
  currentTime: number;
  duration: number;
}

/** The sleep timer of the phone's now-playing screen (see docs/product.md, Player and queue); never persisted. */
export interface SleepTimerSlice {
  sleepTimer: SleepTimer | null;
  /** Sets the timer (null is Off, which puts back a volume the fade had lowered). */
  setSleepTimer: (choice: SleepChoice | null, now?: number) => void;
  /** Moves the fade along and pauses when it is over; called a few times a second while a timer is set. */
  tickSleepTimer: (now?: number) => void;
}

/** Seconds until the timer fires: until its time, or until the end of the track; never below 0. */
export function sleepRemaining(timer: SleepTimer, { now, currentTime, duration }: SleepClock): number {
  if (timer.endsAt !== null) return Math.max(0, (timer.endsAt - now) / 1000);
  return Math.max(0, duration - currentTime);
}

/**
 * How loud the fade leaves the music, 1..0, or null while no fade is due. A timer of minutes fades over the
 * SLEEP_FADE_SECONDS after its time; the end of the track over the track's last SLEEP_FADE_SECONDS, so it is silent
 * as it ends.
 */
export function sleepFadeLevel(timer: SleepTimer, { now, currentTime, duration }: SleepClock): number | null {
  if (timer.endsAt !== null) {
    const elapsed = (now - timer.endsAt) / 1000;
    return elapsed < 0 ? null : Math.max(0, 1 - elapsed / SLEEP_FADE_SECONDS);
  }
  if (duration <= 0) return null;
  const left = duration - currentTime;
  return left > SLEEP_FADE_SECONDS ? null : Math.max(0, left / SLEEP_FADE_SECONDS);
}

/** The timer gone, with the volume from before its fade. */
const timerOff = (state: AppState): Partial<AppState> => ({ sleepTimer: null, volume: state.sleepTimer?.fadeFrom ?? state.volume });

/**
 * What ends a track instead of moving on, when the timer waits for the end of the track: playback pauses there
 * (store/player-slice.ts, trackEnded) and the volume comes back. Null when no such timer is set.
 */
export const sleepAtTrackEnd = (state: AppState): Partial<AppState> | null => (state.sleepTimer?.choice === 'end-of-track' ? timerOff(state) : null);

/** The timer's clock in a state of the store. */
export const sleepClock = (state: Pick<AppState, 'progress' | 'activeTrack'>, now: number): SleepClock => ({
  now,
  currentTime: state.progress.currentTime,
  duration: state.progress.duration || state.activeTrack?.duration || 0,
});

export const createSleepTimerSlice: SliceCreator<SleepTimerSlice> = (set, get) => ({
  sleepTimer: null,
  setSleepTimer: (choice, now = Date.now()) => {
    const off = timerOff(get());
    if (choice === null) return set(off);
    set({ ...off, sleepTimer: { choice, endsAt: choice === 'end-of-track' ? null : now + choice * 60_000, fadeFrom: null, fadeVolume: null } });
  },
  tickSleepTimer: (now = Date.now()) => {
    const state = get();
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
  },
});
