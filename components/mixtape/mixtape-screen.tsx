import { CommentsSection } from '@/components/comments/comments-section';
import container from '@/components/common/container.module.css';
import { loadWithMui } from '@/components/layout/with-mui';
import { TrackList } from '@/components/track/track-list';
import { useMixtapeBySlug } from '@/hooks/use-mixtape';
import { useMixtapeView } from '@/hooks/use-mixtape-view';
import { MixtapeHeader } from './mixtape-header';
import styles from './mixtape-screen.module.css';
import { MixtapeSuggestions } from './mixtape-suggestions';

// Loading and error states load on demand: a server-rendered page arrives with its data and shows neither.
const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

const lg = `${container.container} ${container.lg}`;

export function MixtapeScreen({ slug }: { slug: string }) {
  const { data: mixtape, isLoading, error, refetch } = useMixtapeBySlug(slug);
  useMixtapeView(mixtape?.id);
  if (!mixtape) {
    return (
      <div className={lg}>
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <div className={`${lg} ${styles.screen}`}>
      <MixtapeHeader mixtape={mixtape} />
      {mixtape.description && <p className={styles.description}>{mixtape.description}</p>}
      <h2 className={styles.heading}>Tracklist</h2>
      <TrackList tracks={mixtape.tracks} />
      <CommentsSection
        area="mixtapes"
        id={mixtape.id}
        path={`/mixtape/${mixtape.slug}`}
        tags={[mixtape.artist.name, mixtape.dj?.name ?? '']}
        authorId={String(mixtape.artist.id)}
        socialReviews
      />
      <MixtapeSuggestions id={mixtape.id} />
    </div>
  );
}
