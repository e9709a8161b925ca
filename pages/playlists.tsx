import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { PlaylistsScreen } from '@/components/playlists';

export default function PlaylistsPage() {
  return (
    <MuiProvider>
      <Seo title="Your Playlists" description="Your playlists on LMT Mixtapes: build them from any mixtape, give them a cover, play them anywhere." />
      <PlaylistsScreen />
    </MuiProvider>
  );
}
