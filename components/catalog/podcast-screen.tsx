import { CommentsSection } from '@/components/comments/comments-section';
import container from '@/components/common/container.module.css';
import { ShareButton } from '@/components/common/share-button';
import { loadWithMui } from '@/components/layout/with-mui';
import { TrackList } from '@/components/track/track-list';
import { usePodcastBySlug } from '@/hooks/use-podcast';
import { episodeAsTrack } from '@/lib/episode-track';
import { CatalogHeader } from './catalog-header';
import styles from './catalog-screen.module.css';

const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

/** A podcast's page: the show, then its episodes, newest first; an episode plays in the player and resumes where it was left. */
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
  return (
    <div className={`${container.container} ${container.lg} ${styles.screen}`}>
      <CatalogHeader
        kind="Podcast"
        name={podcast.name}
        image={podcast.image}
        counts={`${podcast.host ? `With ${podcast.host} · ` : ''}${count} ${count === 1 ? 'episode' : 'episodes'}`}
        bio={podcast.bio}
      >
        <ShareButton title={podcast.name} path={`/podcast/${podcast.slug}`} />
      </CatalogHeader>
      <h2 className={styles.heading}>Episodes</h2>
      {episodes.length ? <TrackList tracks={episodes} /> : <p className={styles.empty}>No episodes yet.</p>}
      <CommentsSection area="podcasts" id={podcast.id} path={`/podcast/${podcast.slug}`} tags={[podcast.name, podcast.host ?? '']} />
    </div>
  );
}
