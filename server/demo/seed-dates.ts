import type { Rng } from '../media/random';

/** The release lists a demo tape is made for; each maps to a window of release dates around "now". */
export type ReleaseCategory = 'today' | 'week' | 'premiere' | 'past' | 'unreleased';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Midnight UTC of the day `now` falls on. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** A point inside [from, to], rounded down to the minute when that keeps it inside (real releases go out on the minute). */
function between(rng: Rng, from: number, to: number, skew = 1): Date {
  const t = from + (to - from) * rng.next() ** skew;
  const minute = Math.floor(t / MINUTE) * MINUTE;
  return new Date(minute >= Math.min(from, to) ? minute : Math.floor(t));
}

/**
 * A release date for the category, relative to `now`:
 * today: earlier on the current UTC day and never after `now` (just after midnight that is a moment ago);
 * week: the past 7 days before today; premiere: the past 14 days; past: 8 days to 3 years ago, most of them recent;
 * unreleased: 1 to 60 days ahead.
 */
export function releaseDate(rng: Rng, category: ReleaseCategory, now: Date): Date {
  const t = now.getTime();
  const midnight = startOfUtcDay(now).getTime();
  switch (category) {
    case 'today':
      return between(rng, Math.max(midnight, t - 10 * HOUR), t);
    case 'week':
      return between(rng, t - 7 * DAY + HOUR, midnight - MINUTE);
    case 'premiere':
      return between(rng, t - 14 * DAY, t - 5 * MINUTE);
    case 'past':
      return between(rng, t - 8 * DAY, t - 3 * 365 * DAY, 2);
    case 'unreleased':
      return between(rng, t + DAY, t + 60 * DAY);
  }
}
