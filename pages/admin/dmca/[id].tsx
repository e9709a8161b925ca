import { useRouter } from 'next/router';
import { MuiProvider } from '@/components/common/mui-provider';
import { Seo } from '@/components/common/seo';
import { NoticeScreen } from '@/components/console';

export default function ConsoleNoticePage() {
  const { query, isReady } = useRouter();
  const id = Number(query.id);
  return (
    <MuiProvider>
      <Seo title="DMCA notice · Console" description="A copyright notice: the works it names, take-down, rejection or restoration." noindex />
      <NoticeScreen id={isReady && Number.isInteger(id) && id > 0 ? id : undefined} />
    </MuiProvider>
  );
}
