// The sleep timer's rules (see docs/product.md, Player and queue): when it fires and how it fades. Here rather than in
// its store slice, which is part of every page's first load: only the timer's ticker and its button, which load
// with the player, read them.

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

/** The timer's clock from the player's progress and the active track (whose duration stands in until the file's is known). */
export const sleepClock = (
  { progress, activeTrack }: { progress: { currentTime: number; duration: number }; activeTrack: { duration: number } | null },
  now: number,
): SleepClock => ({ now, currentTime: progress.currentTime, duration: progress.duration || activeTrack?.duration || 0 });
