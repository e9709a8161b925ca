import { useRouter } from 'next/router';
import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { MemberScreen } from '@/components/console';

export default function ConsoleMemberPage() {
  const { query, isReady } = useRouter();
  const id = Number(query.id);
  return (
    <MuiProvider>
      <Seo title="Member · Console" description="A member's account, releases, purchases and reports, and what the team may do about them." noindex />
      <MemberScreen id={isReady && Number.isInteger(id) && id > 0 ? id : undefined} />
    </MuiProvider>
  );
}
