import { MuiProvider } from '@/components/layout/mui-provider';
import { Seo } from '@/components/layout/seo';
import { MembersScreen } from '@/components/console/members-screen';

export default function ConsoleMembersPage() {
  return (
    <MuiProvider>
      <Seo title="Members · Console" description="Find members, suspend or restore them, and manage their roles." noindex />
      <MembersScreen />
    </MuiProvider>
  );
}
