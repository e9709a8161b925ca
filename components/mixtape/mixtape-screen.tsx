import dynamic from 'next/dynamic';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { TrackList } from '@/components/track/track-list';
import { useMixtapeBySlug } from '@/hooks/use-mixtape';
import { useMixtapeView } from '@/hooks/use-mixtape-view';
import { MixtapeHeader } from './mixtape-header';
import { MixtapeSuggestions } from './mixtape-suggestions';

// Loading and error states load on demand: a server-rendered page arrives with its data and shows neither.
const QueryState = dynamic(() => import('@/components/common/query-state').then((m) => m.QueryState));

export function MixtapeScreen({ slug }: { slug: string }) {
  const { data: mixtape, isLoading, error, refetch } = useMixtapeBySlug(slug);
  useMixtapeView(mixtape?.id);
  if (!mixtape) {
    return (
      <Container maxWidth="lg">
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 4 } }}>
      <MixtapeHeader mixtape={mixtape} />
      {mixtape.description && (
        <Typography color="text.secondary" sx={{ mt: 3, maxWidth: 928, whiteSpace: 'pre-line' }}>
          {mixtape.description}
        </Typography>
      )}
      <Typography variant="h2" sx={{ mt: 4, mb: 1 }}>
        Tracklist
      </Typography>
      <TrackList tracks={mixtape.tracks} />
      <MixtapeSuggestions id={mixtape.id} />
    </Container>
  );
}
