import { useRouter } from 'next/router';
import { Seo } from '@/components/common/seo';
import { PopoutPlayer } from '@/components/player';
import { MuiProvider } from '@/components/common/mui-provider';

/** The pop-out player for one mixtape: /player/{mixtape id}. */
export default function PopoutMixtapePage() {
  const { query } = useRouter();
  const id = Number(query.id);
  return (
    <MuiProvider>
      <Seo title="Player" description="The pop-out music player." />
      <PopoutPlayer mixtapeId={Number.isInteger(id) && id > 0 ? id : undefined} />
    </MuiProvider>
  );
}
