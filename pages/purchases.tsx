import { loadWithMui } from '@/components/common/with-mui';
import { Seo } from '@/components/common/seo';

// A member's page, built with MUI and read in the browser alone, like the other library pages.
const PurchasesScreen = loadWithMui(() => import('@/components/payments/purchases-screen').then((m) => m.PurchasesScreen));

export default function PurchasesPage() {
  return (
    <>
      <Seo title="Purchases" description="The mixtapes you bought, with their receipts." />
      <PurchasesScreen />
    </>
  );
}
