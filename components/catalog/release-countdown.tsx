import { useSyncExternalStore } from 'react';
import { formatDate } from '@/lib/format';
import styles from './release-countdown.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** '2d 04:13:09' until the release, days only when there are some. */
export function countdownText(releaseMs: number, nowMs: number): string {
  const left = Math.max(0, Math.floor((releaseMs - nowMs) / 1000));
  const days = Math.floor(left / 86_400);
  const clock = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

const everySecond = (tick: () => void) => {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
};
// Whole seconds: the same value for every read within a second, as useSyncExternalStore needs.
const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The live countdown under a coming-soon mixtape. The server (and a cached page) cannot know the time it will be
 * read at: until mounted it shows the release date, in a line of the same height, so nothing moves.
 */
export function ReleaseCountdown({ releaseDate }: { releaseDate: string }) {
  const seconds = useSyncExternalStore(everySecond, nowInSeconds, () => null);
  const now = seconds === null ? null : seconds * 1000;
  const release = Date.parse(releaseDate);
  const counting = now !== null && release > now;
  let text = `Drops ${formatDate(releaseDate)}`;
  if (now !== null) text = counting ? `Drops in ${countdownText(release, now)}` : 'Out now';
  return (
    <p className={styles.countdown} role="timer" aria-label={`Release of this mixtape: ${text}`}>
      {counting ? (
        // Two cards side by side on a phone leave no room for the words: the clock alone says it there.
        <>
          <span className={styles.words}>Drops in </span>
          {countdownText(release, now)}
        </>
      ) : (
        text
      )}
    </p>
  );
}
