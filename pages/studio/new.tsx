import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { NewReleaseScreen } from '@/components/studio';

export default function NewReleasePage() {
  return (
    <MuiProvider>
      <Seo title="New Release" description="Upload a new release to your studio." />
      <NewReleaseScreen />
    </MuiProvider>
  );
}
