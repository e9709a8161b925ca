import { CommentsSection } from '@/components/comments';
import container from '@/components/common/container.module.css';
import { ShareButton } from '@/components/common/share-button';
import { FollowButton } from '@/components/library';
import { loadWithMui } from '@/components/common/with-mui';
import { TrackList } from '@/components/catalog/track-list';
import { usePodcastBySlug } from '@/hooks/catalog/use-podcast';
import type { Track } from '@/lib/contracts/catalog';
import { episodeAsTrack } from '@/lib/episode-track';
import { formatCount } from '@/lib/format';
import { CatalogHeader } from './catalog-header';
import styles from './catalog-screen.module.css';

const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * A podcast's page: the show with its episodes and plays, then its episodes, newest first, each with its plays; an
 * episode plays in the player and resumes where it was left.
 */
export function PodcastScreen({ slug }: { slug: string }) {
  const { data: podcast, isLoading, error, refetch } = usePodcastBySlug(slug);
  if (!podcast) {
    return (
      <div className={`${container.container} ${container.lg}`}>
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  const count = podcast.counts.episodes;
  // Newest first, each numbered as the show numbers it: the newest is the last episode made.
  const episodes = podcast.episodes.map((episode, index) => episodeAsTrack(episode, count - index));
  // An episode's queue item carries its id negated (lib/episode-track.ts).
  const plays = new Map(podcast.episodes.map((episode) => [-episode.id, episode.plays]));
  const playsOf = (track: Track) => plays.get(track.id);
  return (
    <div className={`${container.container} ${container.lg} ${styles.screen}`}>
      <CatalogHeader
        kind="Podcast"
        name={podcast.name}
        image={podcast.image}
        follow={<FollowButton kind="podcasts" id={podcast.id} name={podcast.name} followers={podcast.followers} />}
        counts={`${podcast.host ? `With ${podcast.host} · ` : ''}${plural(count, 'episode', 'episodes')} · ${plural(podcast.counts.plays, 'play', 'plays')}`}
        bio={podcast.bio}
      >
        <ShareButton title={podcast.name} path={`/podcast/${podcast.slug}`} />
      </CatalogHeader>
      <h2 className={styles.heading}>Episodes</h2>
      {episodes.length ? <TrackList tracks={episodes} playsOf={playsOf} /> : <p className={styles.empty}>No episodes yet.</p>}
      <CommentsSection area="podcasts" id={podcast.id} path={`/podcast/${podcast.slug}`} tags={[podcast.name, podcast.host ?? '']} />
    </div>
  );
}
