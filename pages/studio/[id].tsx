import { useRouter } from 'next/router';
import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { ReleaseScreen } from '@/components/studio';

export default function ReleasePage() {
  const { query } = useRouter();
  return (
    <MuiProvider>
      <Seo title="Release" description="A release in your studio." />
      {typeof query.id === 'string' && <ReleaseScreen id={Number(query.id)} />}
    </MuiProvider>
  );
}
