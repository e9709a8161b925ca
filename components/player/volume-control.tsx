import { useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import VolumeDownRounded from '@mui/icons-material/VolumeDownRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import { player } from '@/commands/player/player';
import { useAppStore } from '@/store';

/** Mute toggle and slider, 0..100 (default 50, remembered across reloads). */
export function VolumeControl({ width = 110 }: { width?: number }) {
  const volume = useAppStore((s) => s.volume);
  // Unmute goes back to the level before muting, not to a fixed one.
  const beforeMute = useRef(50);
  const toggleMute = () => {
    if (volume > 0) {
      beforeMute.current = volume;
      player.setVolume(0);
    } else {
      player.setVolume(beforeMute.current || 50);
    }
  };
  const Icon = volume === 0 ? VolumeOffRounded : volume < 50 ? VolumeDownRounded : VolumeUpRounded;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton aria-label={volume === 0 ? 'Unmute' : 'Mute'} onClick={toggleMute} size="small">
        <Icon />
      </IconButton>
      <Slider aria-label="Volume" size="small" min={0} max={100} value={volume} onChange={(_, v) => player.setVolume(v as number)} sx={{ width }} />
    </Box>
  );
}
