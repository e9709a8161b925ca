import { loadWithMui } from '@/components/common/with-mui';
import { Seo } from '@/components/common/seo';

// A member's page, built with MUI and read in the browser alone: it loads with MUI after the page itself, which
// keeps the page's first load within its budget (scripts/first-load.mjs).
const FavoritesScreen = loadWithMui(() => import('@/components/library/favorites-screen').then((m) => m.FavoritesScreen));

export default function FavoritesPage() {
  return (
    <>
      <Seo title="Favorites" description="Your favorite mixtapes, tracks and playlists." />
      <FavoritesScreen />
    </>
  );
}
