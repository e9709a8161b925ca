import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { loadInBrowser } from '@/components/common/with-mui';
import { useAppStore } from '@/store';
import { playingPodcast } from '@/store/playback-rate';
import { NowPlayingInfo } from './now-playing-info';
import { SeekBar } from './seek-bar';
import { TransportControls } from './transport-controls';
import { VolumeControl } from './volume-control';

interface PlayerFullViewProps {
  /** Above the cover: the collapse chevron on a phone. */
  top?: ReactNode;
  /** Under the title and artist: the phone's link to the mixtape. */
  info?: ReactNode;
  /** Under the controls: the phone's track actions, sleep timer and Play on…. */
  actions?: ReactNode;
  /** Below the controls: the ad's offer of premium. */
  bottom?: ReactNode;
  showVolume?: boolean;
}

// Only while a podcast plays (music never loads it): skips and speed.
const PodcastControls = loadInBrowser(() => import('./podcast-controls').then((m) => m.PodcastControls));

export const BIG_COVER_SX = { width: 'min(78vw, 420px, 42vh)', aspectRatio: '1', objectFit: 'cover', borderRadius: 3, boxShadow: 8, bgcolor: 'action.hover' } as const;

/** The big player: the phone's expanded view and the pop-out window. */
export function PlayerFullView({ top, info, actions, bottom, showVolume = false }: PlayerFullViewProps) {
  const cover = useAppStore((s) => s.activeTrack?.cover);
  const podcast = useAppStore((s) => playingPodcast(s) !== null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2.5, p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 560, mx: 'auto' }}>
      {top}
      {/* No cover yet (nothing playing, or before the store is read): an empty box of its size, never an img without src. */}
      {cover ? <Box component="img" src={cover} alt="" sx={BIG_COVER_SX} /> : <Box sx={BIG_COVER_SX} />}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <NowPlayingInfo cover={0} large />
        {info}
      </Box>
      <SeekBar />
      <TransportControls large />
      {podcast && <PodcastControls large />}
      {actions}
      {showVolume && <VolumeControl width={180} />}
      {bottom}
    </Box>
  );
}
