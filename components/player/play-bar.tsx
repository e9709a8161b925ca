import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import SkipNextRounded from '@mui/icons-material/SkipNextRounded';
import SkipPreviousRounded from '@mui/icons-material/SkipPreviousRounded';
import { usePlayerControls } from '@/hooks/use-player-controls';
import { formatDuration } from '@/lib/format';
import { useAppStore } from '@/store';

/** The minimal play bar: what plays, play/pause, skip, and a seek bar. */
export function PlayBar() {
  const track = useAppStore((s) => s.activeTrack);
  const isPlaying = useAppStore((s) => s.isPlaying);
  const { currentTime, duration, loading } = useAppStore((s) => s.progress);
  const hasNext = useAppStore((s) => s.currentIndex + 1 < s.queue.length);
  const { togglePlay, next, previous, seek, closePlayer } = usePlayerControls();
  const total = duration || track?.duration || 0;

  return (
    <Paper
      component="section"
      aria-label="Player"
      square
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', borderTop: 1, borderColor: 'divider' }}
    >
      {loading && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 }, height: 72 }}>
        <Box
          component="img"
          src={track?.cover ?? undefined}
          alt=""
          sx={{ width: 48, height: 48, borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover', flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0, flex: { xs: 1, md: '0 0 240px' } }}>
          <Typography noWrap sx={{ fontWeight: 600 }} data-testid="player-title">
            {track?.title}
          </Typography>
          <Typography noWrap variant="body2" color="text.secondary">
            {track?.artist}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton aria-label="Previous" onClick={previous} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            <SkipPreviousRounded />
          </IconButton>
          <IconButton aria-label={isPlaying ? 'Pause' : 'Play'} onClick={togglePlay} color="primary" size="large">
            {isPlaying ? <PauseRounded fontSize="large" /> : <PlayArrowRounded fontSize="large" />}
          </IconButton>
          <IconButton aria-label="Next" onClick={next} disabled={!hasNext}>
            <SkipNextRounded />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 2 }}>
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 36, textAlign: 'right' }} data-testid="player-time">
            {formatDuration(currentTime)}
          </Typography>
          <Slider
            aria-label="Seek"
            size="small"
            min={0}
            max={Math.max(total, 1)}
            value={Math.min(currentTime, total)}
            onChange={(_, value) => seek(value as number)}
          />
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 36 }}>
            {formatDuration(total)}
          </Typography>
        </Box>
        <IconButton aria-label="Close player" onClick={closePlayer}>
          <CloseRounded />
        </IconButton>
      </Box>
    </Paper>
  );
}
