import { useRouter } from 'next/router';
import { MuiProvider } from '@/components/layout/mui-provider';
import { Seo } from '@/components/layout/seo';
import { ReleaseScreen } from '@/components/studio/release-screen';

export default function ReleasePage() {
  const { query } = useRouter();
  return (
    <MuiProvider>
      <Seo title="Release" description="A release in your studio." />
      {typeof query.id === 'string' && <ReleaseScreen id={Number(query.id)} />}
    </MuiProvider>
  );
}
