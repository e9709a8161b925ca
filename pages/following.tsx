import { loadWithMui } from '@/components/common/with-mui';
import { Seo } from '@/components/common/seo';

// A member's page, built with MUI and read in the browser alone, like the library pages.
const FollowingScreen = loadWithMui(() => import('@/components/discovery/following-screen').then((m) => m.FollowingScreen));

export default function FollowingPage() {
  return (
    <>
      <Seo title="Following" description="New releases from the artists, DJs and podcasts you follow." />
      <FollowingScreen />
    </>
  );
}
