import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { ClaimsScreen } from '@/components/console';

export default function ConsoleClaimsPage() {
  return (
    <MuiProvider>
      <Seo title="Claims · Console" description="Creators' claims on artists, DJs and podcasts: approve or refuse them, and see who publishes under each." noindex />
      <ClaimsScreen />
    </MuiProvider>
  );
}
