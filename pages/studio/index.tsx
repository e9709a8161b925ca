import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { StudioScreen } from '@/components/studio';

export default function StudioPage() {
  return (
    <MuiProvider>
      <Seo title="Your Studio" description="Publish your mixtapes on LMT Mixtapes: upload tracks or a DJ mix, release them now or at a set time." />
      <StudioScreen />
    </MuiProvider>
  );
}
