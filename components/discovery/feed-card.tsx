import { MixtapeCard } from '@/components/common/mixtape-card';
import type { FeedItem } from '@/lib/contracts/following';
import { EpisodeCard } from './episode-card';
import styles from './feed-card.module.css';

/** Who a feed item is there for, as its card says it. */
const becauseText = (item: FeedItem) => `You follow ${item.because.map((reason) => reason.name).join(' and ')}`;

export const feedItemKey = (item: FeedItem) => (item.kind === 'mixtape' ? `mixtape-${item.mixtape.id}` : `episode-${item.episode.id}`);

/** A feed item as a card: a mixtape's or an episode's, with the line saying whom it comes from when `withReason`. */
export function FeedCard({ item, withReason = false }: { item: FeedItem; withReason?: boolean }) {
  const reason = withReason && <span className={styles.because}>{becauseText(item)}</span>;
  return item.kind === 'mixtape' ? <MixtapeCard mixtape={item.mixtape}>{reason}</MixtapeCard> : <EpisodeCard episode={item.episode}>{reason}</EpisodeCard>;
}
