import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { ReportsScreen } from '@/components/console';

export default function ConsoleReportsPage() {
  return (
    <MuiProvider>
      <Seo title="Reports · Console" description="Reported comments to review: hide, restore or delete them, and bar their authors from commenting." noindex />
      <ReportsScreen />
    </MuiProvider>
  );
}
