import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useAppStore } from '@/store';
import { NowPlayingInfo } from './now-playing-info';
import { SeekBar } from './seek-bar';
import { TransportControls } from './transport-controls';
import { VolumeControl } from './volume-control';

interface PlayerFullViewProps {
  /** Above the cover: the collapse chevron on a phone. */
  top?: ReactNode;
  /** Below the controls: the ad's offer of premium. */
  bottom?: ReactNode;
  showVolume?: boolean;
}

export const BIG_COVER_SX = { width: 'min(78vw, 420px, 42vh)', aspectRatio: '1', objectFit: 'cover', borderRadius: 3, boxShadow: 8, bgcolor: 'action.hover' } as const;

/** The big player: the phone's expanded view and the pop-out window. */
export function PlayerFullView({ top, bottom, showVolume = false }: PlayerFullViewProps) {
  const cover = useAppStore((s) => s.activeTrack?.cover);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2.5, p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 560, mx: 'auto' }}>
      {top}
      {/* No cover yet (nothing playing, or before the store is read): an empty box of its size, never an img without src. */}
      {cover ? <Box component="img" src={cover} alt="" sx={BIG_COVER_SX} /> : <Box sx={BIG_COVER_SX} />}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <NowPlayingInfo cover={0} large />
      </Box>
      <SeekBar />
      <TransportControls large />
      {showVolume && <VolumeControl width={180} />}
      {bottom}
    </Box>
  );
}
