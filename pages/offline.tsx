import { Seo } from '@/components/common/seo';
import { OfflineScreen } from '@/components/library';

// A static page, fetched by the service worker when it installs (sw/sw.ts) and shown for pages never visited while
// the network is gone.
export default function OfflinePage() {
  return (
    <>
      <Seo title="You're offline" description="This page needs the network." noindex />
      <OfflineScreen />
    </>
  );
}
