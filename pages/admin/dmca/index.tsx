import { MuiProvider } from '@/components/layout/mui-provider';
import { Seo } from '@/components/layout/seo';
import { DmcaScreen } from '@/components/console/dmca-screen';

export default function ConsoleDmcaPage() {
  return (
    <MuiProvider>
      <Seo title="DMCA notices · Console" description="Copyright notices and what was done about them." noindex />
      <DmcaScreen />
    </MuiProvider>
  );
}
