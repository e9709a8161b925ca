import { FavoritesScreen } from '@/components/library/favorites-screen';
import { MuiProvider } from '@/components/layout/mui-provider';
import { Seo } from '@/components/layout/seo';

export default function FavoritesPage() {
  return (
    <MuiProvider>
      <Seo title="Favorites" description="Your favorite mixtapes, tracks and playlists." />
      <FavoritesScreen />
    </MuiProvider>
  );
}
