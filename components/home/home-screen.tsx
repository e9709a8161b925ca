import dynamic from 'next/dynamic';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MixtapeShelf } from '@/components/mixtape/mixtape-shelf';
import { useHome } from '@/hooks/use-home';
import { HomeHero } from './home-hero';

// Loading and error states load on demand: a server-rendered page arrives with its data and shows neither.
const QueryState = dynamic(() => import('@/components/common/query-state').then((m) => m.QueryState));

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function HomeScreen() {
  const { data: home, isLoading, error, refetch } = useHome();
  return (
    <Container maxWidth="xl" sx={{ pb: 2 }}>
      <Typography variant="h1" sx={visuallyHidden}>
        Free Mixtapes Updated Daily
      </Typography>
      {!home ? (
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {home.featured[0] && <HomeHero mixtape={home.featured[0]} />}
          <MixtapeShelf title="Featured" mixtapes={home.featured.slice(1)} eager />
          <MixtapeShelf title="Premieres" subtitle="Brand-new exclusives" mixtapes={home.premieres} />
          <MixtapeShelf title="Released Today" mixtapes={home.today} />
          <MixtapeShelf title="This Week" mixtapes={home.thisWeek} />
          <MixtapeShelf title="Trending" subtitle="Most played right now" mixtapes={home.trending} />
          <MixtapeShelf title="Coming Soon" subtitle="Unreleased, dropping soon" mixtapes={home.unreleased} />
          <MixtapeShelf title="Past Releases" mixtapes={home.pastReleases} />
        </>
      )}
    </Container>
  );
}
