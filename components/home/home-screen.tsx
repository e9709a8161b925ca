import container from '@/components/common/container.module.css';
import hidden from '@/components/common/visually-hidden.module.css';
import { loadWithMui } from '@/components/layout/with-mui';
import { MixtapeShelf } from '@/components/mixtape/mixtape-shelf';
import { useHome } from '@/hooks/use-home';
import { HomeHero } from './home-hero';
import styles from './home-screen.module.css';

// Loading and error states load on demand: a server-rendered page arrives with its data and shows neither.
const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));

export function HomeScreen() {
  const { data: home, isLoading, error, refetch } = useHome();
  return (
    <div className={`${container.container} ${container.xl} ${styles.screen}`}>
      <h1 className={hidden.visuallyHidden}>Free Mixtapes Updated Daily</h1>
      {!home ? (
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {home.featured[0] && <HomeHero mixtape={home.featured[0]} />}
          <MixtapeShelf title="Featured" mixtapes={home.featured.slice(1)} />
          <MixtapeShelf title="Premieres" subtitle="Brand-new exclusives" mixtapes={home.premieres} />
          <MixtapeShelf title="Released Today" mixtapes={home.today} />
          <MixtapeShelf title="This Week" mixtapes={home.thisWeek} />
          <MixtapeShelf title="Trending" subtitle="Most played right now" mixtapes={home.trending} />
          <MixtapeShelf title="Coming Soon" subtitle="Unreleased, dropping soon" mixtapes={home.unreleased} />
          <MixtapeShelf title="Past Releases" mixtapes={home.pastReleases} />
        </>
      )}
    </div>
  );
}
