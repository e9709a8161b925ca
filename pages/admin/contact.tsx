import { MuiProvider } from '@/components/layout/mui-provider';
import { Seo } from '@/components/layout/seo';
import { InboxScreen } from '@/components/console/inbox-screen';

export default function ConsoleInboxPage() {
  return (
    <MuiProvider>
      <Seo title="Inbox · Console" description="Messages sent from the contact page, and the team's replies." noindex />
      <InboxScreen />
    </MuiProvider>
  );
}
