import type { ReactNode } from 'react';
import styles from './catalog-header.module.css';

interface CatalogHeaderProps {
  /** What it is: 'Artist', 'DJ', 'Podcast'. */
  kind: string;
  name: string;
  image: string | null;
  /** Follow with the follower count, under the name. */
  follow?: ReactNode;
  /** One line of counts, already worded. */
  counts: string;
  bio: string;
  /** Actions under the bio (Share). */
  children?: ReactNode;
}

const IMAGE_SIZE = 200;

/** The top of an artist's, a DJ's or a podcast's page: image, name, Follow, counts and bio. */
export function CatalogHeader({ kind, name, image, follow, counts, bio, children }: CatalogHeaderProps) {
  return (
    <header className={styles.header}>
      {/* Images are the API's (SVG when generated): sized here, not through the image optimizer. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
      <img src={image ?? undefined} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} className={kind === 'Podcast' ? styles.square : styles.round} fetchPriority="high" />
      <div className={styles.details}>
        <p className={styles.kind}>{kind}</p>
        <h1 className={styles.name}>{name}</h1>
        {follow}
        <p className={styles.counts}>{counts}</p>
        {bio && <p className={styles.bio}>{bio}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </header>
  );
}
