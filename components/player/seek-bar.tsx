import { useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useShallow } from 'zustand/react/shallow';
import { player } from '@/commands/player/player';
import { loadInBrowser } from '@/components/common/with-mui';
import { useTrackWaveform } from '@/hooks/player/use-track-waveform';
import { formatDuration } from '@/lib/format';
import { useAppStore } from '@/store';

// The waveform's drawing code loads once there is a waveform to draw, which is asked for after the first sound
// (hooks/player/use-track-waveform.ts): until it has come, and for a track without one, the plain bar shows.
const WaveformSurface = loadInBrowser(() => import('./waveform-surface').then((m) => m.WaveformSurface));

const timeSx = { minWidth: 40, fontVariantNumeric: 'tabular-nums' } as const;
const plainSliderSx = { '& .MuiSlider-rail': { opacity: 0.2 }, '& .MuiSlider-thumb': { width: 12, height: 12 } } as const;
// Over the waveform the slider keeps the keyboard, the name and the value, and shows where the audio is as a line in
// the text colour (the played bars beside it are in the primary one); the waveform is its rail and takes the pointer.
const waveformSliderSx = {
  pointerEvents: 'none',
  '& .MuiSlider-rail, & .MuiSlider-track': { opacity: 0 },
  '& .MuiSlider-thumb': { width: 3, height: 24, borderRadius: 1, bgcolor: 'text.primary' },
} as const;

/**
 * Played and buffered parts, the current time and the duration (m:ss), over the track's waveform when it has one.
 * Dragging seeks on release.
 */
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
  const waveform = useTrackWaveform();
  const [waveformShown, setWaveformShown] = useState(false);
  // While the thumb is held, it shows where it is, not where the audio is.
  const [dragging, setDragging] = useState<number | null>(null);
  const total = duration || fallback;
  const value = dragging ?? Math.min(currentTime, total);
  const bufferedPct = total > 0 ? Math.min(100, (buffered / total) * 100) : 0;
  const overWaveform = !!waveform && waveformShown;
  const seek = (seconds: number) => {
    player.seek(seconds);
    setDragging(null);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <Typography variant="caption" color="textSecondary" sx={{ ...timeSx, textAlign: 'right' }} data-testid="player-time">
        {formatDuration(value)}
      </Typography>
      <Box sx={{ position: 'relative', flex: 1, display: 'flex', alignItems: 'center' }}>
        {waveform && (
          <WaveformSurface
            peaks={waveform.peaks}
            played={total > 0 ? value / total : 0}
            buffered={bufferedPct / 100}
            total={total}
            disabled={isPlayingAd || total === 0}
            onSeeking={setDragging}
            onSeek={seek}
            onCancel={() => setDragging(null)}
            onShown={setWaveformShown}
          />
        )}
        {!overWaveform && (
          <Box
            data-testid="seek-buffered"
            aria-hidden
            style={{ width: `${bufferedPct}%` }}
            sx={{ position: 'absolute', left: 0, top: '50%', height: 4, mt: '-2px', borderRadius: 2, bgcolor: 'text.secondary', opacity: 0.35, pointerEvents: 'none' }}
          />
        )}
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
          onChangeCommitted={(_, v) => seek(v as number)}
          sx={overWaveform ? waveformSliderSx : plainSliderSx}
        />
      </Box>
      <Typography variant="caption" color="textSecondary" sx={timeSx} data-testid="player-duration">
        {formatDuration(total)}
      </Typography>
    </Box>
  );
}
