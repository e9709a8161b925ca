import { HistoryScreen } from '@/components/library/history-screen';
import { MuiProvider } from '@/components/layout/mui-provider';
import { Seo } from '@/components/layout/seo';

export default function HistoryPage() {
  return (
    <MuiProvider>
      <Seo title="History" description="The tracks you played and the music you downloaded." />
      <HistoryScreen />
    </MuiProvider>
  );
}
