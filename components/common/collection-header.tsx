import type { ReactNode } from 'react';
import styles from './collection-header.module.css';

interface CollectionHeaderProps {
  /** The cover, drawn into the header's frame, which it fills: an image, or a tile of the same size. */
  cover: ReactNode;
  /** The heading's content: the name, or a link to its page. */
  title: ReactNode;
  /** The tags above the title. */
  tags?: ReactNode;
  /** The line under the title: the artist, the owner. */
  byline?: ReactNode;
  /** The secondary line under that: dates, counts, length. */
  meta?: ReactNode;
  /** Under the lines: the stats, the play actions (PlayActions) and the page's own. */
  children?: ReactNode;
  /** The embedded player's: a small cover beside the title and byline, for a small frame. */
  compact?: boolean;
}

/**
 * The head of a mixtape's page, a playlist's page and the embedded player: the cover beside (on a phone, above) the
 * tags, the title, the byline and meta lines, then what the page adds. No MUI: it is a page's first screen.
 */
export function CollectionHeader({ cover, title, tags, byline, meta, children, compact = false }: CollectionHeaderProps) {
  return (
    <div className={compact ? styles.compact : styles.header}>
      <div className={styles.cover}>{cover}</div>
      <div className={styles.details}>
        {tags && <div className={styles.tags}>{tags}</div>}
        <h1 className={styles.title}>{title}</h1>
        {byline && <p className={styles.byline}>{byline}</p>}
        {meta && <p className={styles.meta}>{meta}</p>}
        {children}
      </div>
    </div>
  );
}
