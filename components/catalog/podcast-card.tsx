import { PageLink } from '@/components/common/page-link';
import type { Podcast } from '@/lib/contracts/people';
import { formatCounted } from '@/lib/format';
import styles from './person-card.module.css';
import podcastStyles from './podcast-card.module.css';

const IMAGE_SIZE = 160;

/** A podcast in a grid, as a person's card but with its square cover: title, host, episodes; one link to its page. */
export function PodcastCard({ podcast }: { podcast: Podcast }) {
  return (
    <PageLink href={`/podcast/${podcast.slug}`} className={styles.card}>
      {/* eslint-disable-next-line @next/next/no-img-element -- images are the API's (SVG when generated), sized here */}
      <img src={podcast.image ?? undefined} alt="" loading="lazy" width={IMAGE_SIZE} height={IMAGE_SIZE} className={podcastStyles.cover} />
      <span className={styles.name}>{podcast.name}</span>
      {podcast.host && <span className={styles.counts}>With {podcast.host}</span>}
      <span className={styles.counts}>{formatCounted(podcast.counts.episodes, 'episode')}</span>
    </PageLink>
  );
}
