import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { DmcaScreen } from '@/components/console';

export default function ConsoleDmcaPage() {
  return (
    <MuiProvider>
      <Seo title="DMCA notices · Console" description="Copyright notices and what was done about them." noindex />
      <DmcaScreen />
    </MuiProvider>
  );
}
