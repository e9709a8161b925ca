import type { Track } from '@/lib/contracts/catalog';
import styles from './track-text.module.css';

/** A track's title over its artist, the title in the accent colour while it is the active track. */
export function TrackText({ track, active, testId }: { track: Pick<Track, 'title' | 'artist'>; active: boolean; testId: string }) {
  return (
    <div className={styles.text}>
      <p className={active ? `${styles.title} ${styles.active}` : styles.title} data-testid={testId}>
        {track.title}
      </p>
      <p className={styles.artist}>{track.artist}</p>
    </div>
  );
}
