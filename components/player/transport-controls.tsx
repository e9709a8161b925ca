import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import RepeatOneRounded from '@mui/icons-material/RepeatOneRounded';
import RepeatRounded from '@mui/icons-material/RepeatRounded';
import ShuffleRounded from '@mui/icons-material/ShuffleRounded';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import SkipPreviousRounded from '@mui/icons-material/SkipPreviousRounded';
import { player } from '@/commands/player/player';
import { nextChapterStart } from '@/lib/chapters';
import { useAppStore } from '@/store';
import { activeChapters } from '@/store/chapters-slice';
import { nextStep } from '@/store/playback-order';

const REPEAT_LABEL = { off: 'Repeat off', all: 'Repeat all', one: 'Repeat one' } as const;

export function PlayPauseButton({ large = false }: { large?: boolean }) {
  const isPlaying = useAppStore((s) => s.isPlaying);
  const loading = useAppStore((s) => s.progress.loading && s.isPlaying);
  return (
    <IconButton
      aria-label={isPlaying ? 'Pause' : 'Play'}
      aria-busy={loading || undefined}
      onClick={player.toggle}
      color="primary"
      size="large"
      sx={large ? { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' }, p: 1.5 } : undefined}
    >
      {isPlaying ? <PauseRounded fontSize="large" /> : <PlayArrowRounded fontSize="large" />}
    </IconButton>
  );
}

/** As big as the controls beside it: large in the phone's bar and the full view. */
export function NextButton({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  // Skipping is blocked during an ad; at the end of the queue (no repeat) there is nothing to skip to, but the
  // chapters of a mix before its last.
  const canSkip = useAppStore((s) => !s.isPlayingAd && (nextStep(s, () => 0).index !== -1 || nextChapterStart(activeChapters(s), s.progress.currentTime) !== null));
  return (
    <IconButton aria-label="Next" size={size} onClick={player.next} disabled={!canSkip}>
      <SkipNextRounded />
    </IconButton>
  );
}

/** Shuffle, previous, play/pause, next, repeat; while an ad plays they say so and skipping is off. */
export function TransportControls({ large = false }: { large?: boolean }) {
  const isShuffle = useAppStore((s) => s.isShuffle);
  const repeat = useAppStore((s) => s.repeat);
  const isPlayingAd = useAppStore((s) => s.isPlayingAd);
  const size = large ? 'large' : 'medium';

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: large ? 2 : 0.5 }}>
      <IconButton aria-label="Shuffle" aria-pressed={isShuffle} size={size} color={isShuffle ? 'primary' : 'default'} onClick={player.toggleShuffle}>
        <ShuffleRounded />
      </IconButton>
      <IconButton aria-label="Previous" size={size} onClick={player.previous} disabled={isPlayingAd}>
        <SkipPreviousRounded />
      </IconButton>
      <PlayPauseButton large={large} />
      <NextButton size={size} />
      <IconButton aria-label={REPEAT_LABEL[repeat]} aria-pressed={repeat !== 'off'} size={size} color={repeat === 'off' ? 'default' : 'primary'} onClick={player.cycleRepeat}>
        {repeat === 'one' ? <RepeatOneRounded /> : <RepeatRounded />}
      </IconButton>
      {isPlayingAd && <Chip label="Ad" size="small" color="warning" aria-label="Ad playing: skipping is off until it ends" />}
    </Box>
  );
}
