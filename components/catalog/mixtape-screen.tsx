import { CommentsSection } from '@/components/comments';
import container from '@/components/common/container.module.css';
import screen from '@/components/common/screen.module.css';
import { loadInBrowser, loadWithMui } from '@/components/common/with-mui';
import { TrackList } from '@/components/catalog/track-list';
import { useMixtapeBySlug } from '@/hooks/catalog/use-mixtape';
import { useMixtapeView } from '@/hooks/catalog/use-mixtape-view';
import { useReleased } from '@/hooks/catalog/use-released';
import { MixtapeHeader } from './mixtape-header';
import { useNearView } from '@/hooks/common/use-near-view';

// Loading and error states load on demand: a server-rendered page arrives with its data and shows neither.
// Below the tracklist and the comments, fetched in the browser anyway: the shelf and its cards load as it nears the view.
const MixtapeSuggestions = loadInBrowser(() => import('./mixtape-suggestions').then((m) => m.MixtapeSuggestions));

// A one-file mix's chapters (and a chapter link's 'Play from'): few mixtapes are one file, so only their pages load
// this code, once hydrated.
const MixChapters = loadInBrowser(() => import('./mix-chapters').then((m) => m.MixChapters));

const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

const lg = `${container.container} ${container.lg}`;

export function MixtapeScreen({ slug }: { slug: string }) {
  const { data: mixtape, isLoading, error, refetch } = useMixtapeBySlug(slug);
  useMixtapeView(mixtape?.id);
  const released = useReleased(mixtape);
  if (!mixtape) {
    return (
      <div className={lg}>
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <div className={`${lg} ${screen.screen}`}>
      <MixtapeHeader mixtape={mixtape} />
      {mixtape.description && <p className={screen.description}>{mixtape.description}</p>}
      <h2 className={screen.heading}>Tracklist</h2>
      <TrackList tracks={mixtape.tracks} playable={released} />
      {mixtape.tracks.length === 1 && <MixChapters mixtape={mixtape} playable={released} />}
      <CommentsSection
        area="mixtapes"
        id={mixtape.id}
        path={`/mixtape/${mixtape.slug}`}
        tags={[mixtape.artist.name, mixtape.dj?.name ?? '']}
        authorId={String(mixtape.artist.id)}
        socialReviews
      />
      <Suggestions id={mixtape.id} />
    </div>
  );
}

function Suggestions({ id }: { id: number }) {
  const { ref, near } = useNearView<HTMLDivElement>();
  return <div ref={ref}>{near && <MixtapeSuggestions id={id} />}</div>;
}
