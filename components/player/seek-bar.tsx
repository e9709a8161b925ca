import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useShallow } from 'zustand/react/shallow';
import { player } from '@/commands/player';
import { formatDuration } from '@/lib/format';
import { useAppStore } from '@/store';

const timeSx = { minWidth: 40, fontVariantNumeric: 'tabular-nums' } as const;

/** Played and buffered parts, the current time and the duration (m:ss). Dragging seeks on release. */
export function SeekBar() {
  const { currentTime, duration, buffered, fallback, isPlayingAd } = useAppStore(
    useShallow((s) => ({
      currentTime: s.progress.currentTime,
      duration: s.progress.duration,
      buffered: s.progress.buffered,
      fallback: s.isPlayingAd ? 0 : (s.activeTrack?.duration ?? 0),
      isPlayingAd: s.isPlayingAd,
    })),
  );
  // While the thumb is held, it shows where it is, not where the audio is.
  const [dragging, setDragging] = useState<number | null>(null);
  const total = duration || fallback;
  const value = dragging ?? Math.min(currentTime, total);
  const bufferedPct = total > 0 ? Math.min(100, (buffered / total) * 100) : 0;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <Typography variant="caption" color="textSecondary" sx={{ ...timeSx, textAlign: 'right' }} data-testid="player-time">
        {formatDuration(value)}
      </Typography>
      <Box sx={{ position: 'relative', flex: 1, display: 'flex', alignItems: 'center' }}>
        <Box
          data-testid="seek-buffered"
          aria-hidden
          style={{ width: `${bufferedPct}%` }}
          sx={{ position: 'absolute', left: 0, top: '50%', height: 4, mt: '-2px', borderRadius: 2, bgcolor: 'text.secondary', opacity: 0.35, pointerEvents: 'none' }}
        />
        <Slider
          aria-label="Seek"
          size="small"
          min={0}
          max={Math.max(total, 1)}
          step={1}
          value={value}
          disabled={isPlayingAd || total === 0}
          getAriaValueText={(v) => `${formatDuration(v)} of ${formatDuration(total)}`}
          onChange={(_, v) => setDragging(v as number)}
          onChangeCommitted={(_, v) => {
            player.seek(v as number);
            setDragging(null);
          }}
          sx={{ '& .MuiSlider-rail': { opacity: 0.2 }, '& .MuiSlider-thumb': { width: 12, height: 12 } }}
        />
      </Box>
      <Typography variant="caption" color="textSecondary" sx={timeSx} data-testid="player-duration">
        {formatDuration(total)}
      </Typography>
    </Box>
  );
}
