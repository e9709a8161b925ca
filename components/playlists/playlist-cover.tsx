import type { CSSProperties } from 'react';
import { QueueMusicIcon } from '@/components/common/icons';
import styles from './playlist-cover.module.css';

/** Two hues per placeholder, picked by the playlist's id: covers without an image still tell playlists apart. */
const HUES = [210, 265, 330, 20, 150, 190, 45, 290];

interface PlaylistCoverProps {
  playlist: { id: number; name: string; cover: string | null };
  /** Drawn size in px (a square); the image itself is 600 px. */
  size?: number;
  /** The page's largest paint: fetched first. */
  priority?: boolean;
}

/** A playlist's square cover, or a generated tile (a gradient and a playlist icon) when it has none. */
export function PlaylistCover({ playlist, size, priority = false }: PlaylistCoverProps) {
  const style = size ? { width: size, height: size } : undefined;
  if (playlist.cover) {
    return (
      // Covers are already 600 px WebP squares made by the API: no image optimizer needed.
      // eslint-disable-next-line @next/next/no-img-element -- see above
      <img src={playlist.cover} alt={`${playlist.name} cover`} className={styles.cover} style={style} width={600} height={600} fetchPriority={priority ? 'high' : undefined} loading={priority ? undefined : 'lazy'} />
    );
  }
  const hue = HUES[playlist.id % HUES.length];
  return (
    <div
      role="img"
      aria-label={`${playlist.name} cover`}
      className={`${styles.cover} ${styles.placeholder}`}
      style={{ ...style, '--hue-a': hue, '--hue-b': (hue + 50) % 360 } as CSSProperties}
    >
      <QueueMusicIcon size="40cqi" />
    </div>
  );
}
