import { loadWithMui } from '@/components/common/with-mui';
import { Seo } from '@/components/common/seo';

// A member's page, built with MUI and read in the browser alone: it loads with MUI after the page itself, which
// keeps the page's first load within its budget (scripts/first-load.mjs).
const HistoryScreen = loadWithMui(() => import('@/components/library/history-screen').then((m) => m.HistoryScreen));

export default function HistoryPage() {
  return (
    <>
      <Seo title="History" description="The tracks you played and the music you downloaded." />
      <HistoryScreen />
    </>
  );
}
