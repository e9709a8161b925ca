import { loadWithMui } from '@/components/common/with-mui';
import { Seo } from '@/components/common/seo';

// A member's page, built with MUI and read in the browser alone, like the other library pages.
const LikedScreen = loadWithMui(() => import('@/components/library/liked-screen').then((m) => m.LikedScreen));

export default function LikedPage() {
  return (
    <>
      <Seo title="Liked" description="The mixtapes you liked, newest first." />
      <LikedScreen />
    </>
  );
}
