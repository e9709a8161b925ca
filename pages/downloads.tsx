import { loadWithMui } from '@/components/common/with-mui';
import { Seo } from '@/components/common/seo';

// A member's page, built with MUI and read in the browser alone, like the other library pages: the shell is the
// server's, and the service worker keeps it for when the network is gone.
const DownloadsScreen = loadWithMui(() => import('@/components/library/downloads-screen').then((m) => m.DownloadsScreen));

export default function DownloadsPage() {
  return (
    <>
      <Seo title="Downloads" description="The mixtapes and playlists you saved to play offline." noindex />
      <DownloadsScreen />
    </>
  );
}
