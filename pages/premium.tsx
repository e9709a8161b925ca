import { loadWithMui } from '@/components/common/with-mui';
import { Seo } from '@/components/common/seo';

// Built with MUI and read in the browser (the plans, and a member's own subscription): it loads with MUI after the
// page itself, which keeps the page's first load within its budget (scripts/first-load.mjs).
const PremiumScreen = loadWithMui(() => import('@/components/payments/premium-screen').then((m) => m.PremiumScreen));

export default function PremiumPage() {
  return (
    <>
      <Seo title="Premium" description="LMT Premium: no audio ads, every paid mixtape included to download, and a Premium badge. Monthly or yearly." />
      <PremiumScreen />
    </>
  );
}
