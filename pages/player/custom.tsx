import { Seo } from '@/components/common/seo';
import { PopoutPlayer } from '@/components/player';
import { MuiProvider } from '@/components/common/mui-provider';

/** The pop-out player for the queue the main window hands over: /player/custom. */
export default function PopoutQueuePage() {
  return (
    <MuiProvider>
      <Seo title="Player" description="The pop-out music player." />
      <PopoutPlayer />
    </MuiProvider>
  );
}
