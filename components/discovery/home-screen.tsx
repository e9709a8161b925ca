import container from '@/components/common/container.module.css';
import hidden from '@/components/common/visually-hidden.module.css';
import { loadInBrowser, loadWithMui } from '@/components/common/with-mui';
import { MixtapeShelf } from '@/components/catalog';
import { useHome } from '@/hooks/discovery/use-home';
import { MIXTAPES_LINK, SET_LINKS } from '@/lib/list-links';
import { useAppStore } from '@/store';
import { HomeHero, type HeroBackdrop } from './home-hero';
import styles from './home-screen.module.css';

// Loading and error states load on demand: a server-rendered page arrives with its data and shows neither.
const QueryState = loadWithMui(() => import('@/components/common/query-state').then((m) => m.QueryState));
// A member's own shelf: its code and its call come only for a signed-in member, after the page has painted.
const FollowingShelf = loadInBrowser(() => import('@/components/discovery/following-shelf').then((m) => m.FollowingShelf));

/** Trending is the most played of all time: the whole list sorted by plays. */
const TRENDING_HREF = `${MIXTAPES_LINK.path}?sort=plays&order=desc`;

/** The Featured covers a desktop shows on arrival, under the hero: they load at once (a phone's largest paint is one). */
const FIRST_ROW_COVERS = 6;

/** `heroBackdrop`: the hero's tiny blurred cover, made when the page was rendered (pages/index.tsx). */
export function HomeScreen({ heroBackdrop }: { heroBackdrop?: HeroBackdrop | null }) {
  const { data: home, isLoading, error, refetch } = useHome();
  const member = useAppStore((s) => s.authReady && s.isLoggedIn);
  return (
    <div className={`${container.container} ${container.xl} ${styles.screen}`}>
      <h1 className={hidden.visuallyHidden}>Free Mixtapes Updated Daily</h1>
      {!home ? (
        <QueryState isLoading={isLoading} error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {home.featured[0] && <HomeHero mixtape={home.featured[0]} backdrop={heroBackdrop} />}
          <MixtapeShelf title="Featured" seeAllHref={SET_LINKS.featured.path} mixtapes={home.featured.slice(1)} eagerCovers={FIRST_ROW_COVERS} />
          {/* Under the Featured row a desktop shows on arrival: appearing later, it moves nothing already in view there. */}
          {member && <FollowingShelf />}
          <MixtapeShelf title="Premieres" seeAllHref={SET_LINKS.premieres.path} subtitle="Brand-new exclusives" mixtapes={home.premieres} />
          <MixtapeShelf title={SET_LINKS.today.title} seeAllHref={SET_LINKS.today.path} mixtapes={home.today} />
          <MixtapeShelf title="This Week" seeAllHref={SET_LINKS['this-week'].path} mixtapes={home.thisWeek} />
          <MixtapeShelf title="Trending" seeAllHref={TRENDING_HREF} subtitle="Most played right now" mixtapes={home.trending} />
          <MixtapeShelf title="Coming Soon" seeAllHref={SET_LINKS.unreleased.path} subtitle="Unreleased, dropping soon" mixtapes={home.unreleased} />
          <MixtapeShelf title="Past Releases" seeAllHref={SET_LINKS['past-releases'].path} mixtapes={home.pastReleases} />
        </>
      )}
    </div>
  );
}
