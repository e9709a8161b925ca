import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { InboxScreen } from '@/components/console';

export default function ConsoleInboxPage() {
  return (
    <MuiProvider>
      <Seo title="Inbox · Console" description="Messages sent from the contact page, and the team's replies." noindex />
      <InboxScreen />
    </MuiProvider>
  );
}
