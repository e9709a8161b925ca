import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { MembersScreen } from '@/components/console';

export default function ConsoleMembersPage() {
  return (
    <MuiProvider>
      <Seo title="Members · Console" description="Find members, suspend or restore them, and manage their roles." noindex />
      <MembersScreen />
    </MuiProvider>
  );
}
