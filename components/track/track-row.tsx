import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import EqualizerRounded from '@mui/icons-material/EqualizerRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import { TrackText } from './track-text';
import type { Track } from '@/lib/contracts/catalog';
import { formatDuration, formatRank } from '@/lib/format';

interface TrackRowProps {
  track: Track;
  active: boolean;
  playing: boolean;
  onClick: () => void;
}

export function TrackRow({ track, active, playing, onClick }: TrackRowProps) {
  return (
    <ListItemButton
      onClick={onClick}
      selected={active}
      aria-label={`${active && playing ? 'Pause' : 'Play'} ${track.title}`}
      data-testid="track-row"
      sx={{ borderRadius: 2, gap: 2, py: 1 }}
    >
      <Box sx={{ width: 28, textAlign: 'center', color: active ? 'primary.main' : 'text.secondary', flexShrink: 0 }}>
        {active ? (
          playing ? <EqualizerRounded fontSize="small" /> : <PauseRounded fontSize="small" />
        ) : (
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatRank(track.rank)}
          </Typography>
        )}
      </Box>
      <TrackText track={track} active={active} testId="track-title" />
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatDuration(track.duration)}
      </Typography>
    </ListItemButton>
  );
}
