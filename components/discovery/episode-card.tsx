import type { ReactNode } from 'react';
import { PageLink } from '@/components/common/page-link';
import { Tag } from '@/components/common/tag';
import styles from '@/components/common/mixtape-card.module.css';
import type { Episode } from '@/lib/contracts/people';
import { formatCompact, formatDate } from '@/lib/format';

/** Intrinsic size of a cover: a square the card scales to its column, as a mixtape card's. */
const COVER_SIZE = 300;

const EPISODE_LABEL = 'Episode';

/**
 * A podcast episode as a card beside mixtape cards (in their look): the whole card links to its podcast's page, where
 * it plays and resumes; its podcast's cover, its title, the show, its date and plays.
 */
export function EpisodeCard({ episode, children }: { episode: Episode; children?: ReactNode }) {
  return (
    <div className={styles.card} data-testid="episode-card">
      {/* eslint-disable-next-line @next/next/no-img-element -- covers are the API's (SVG when generated), sized here */}
      <img src={episode.image ?? undefined} alt={`${episode.podcast.name} cover`} loading="lazy" width={COVER_SIZE} height={COVER_SIZE} className={styles.cover} />
      <span className={styles.badge}>
        <Tag look="primary" label={EPISODE_LABEL} />
      </span>
      <PageLink href={`/podcast/${episode.podcast.slug}`} className={styles.title} title={episode.title}>
        {episode.title}
      </PageLink>
      <span className={styles.meta}>{episode.podcast.name}</span>
      <span className={styles.meta}>
        <span>{formatDate(episode.publishedAt)}</span>
        <span className={styles.plays}>{formatCompact(episode.plays)}</span>
      </span>
      {children}
    </div>
  );
}
