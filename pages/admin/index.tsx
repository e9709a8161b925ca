import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { OverviewScreen } from '@/components/console';

export default function ConsoleOverviewPage() {
  return (
    <MuiProvider>
      <Seo title="Console" description="The site's operator console: today and the last 30 days, and what waits for the team." noindex />
      <OverviewScreen />
    </MuiProvider>
  );
}
