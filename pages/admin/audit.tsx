import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { AuditScreen } from '@/components/console';

export default function ConsoleAuditPage() {
  return (
    <MuiProvider>
      <Seo title="Audit log · Console" description="Every console action: who took it, on what, before and after." noindex />
      <AuditScreen />
    </MuiProvider>
  );
}
