import { Seo } from '@/components/layout/seo';
import { PopoutPlayer } from '@/components/player/popout-player';

/** The pop-out player for the queue the main window hands over: /player/custom. */
export default function PopoutQueuePage() {
  return (
    <>
      <Seo title="Player" description="The pop-out music player." />
      <PopoutPlayer />
    </>
  );
}
