import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Track } from '@/lib/contracts/catalog';

/** A track's title over its artist, the title in the primary colour while it is the active track. */
export function TrackText({ track, active, testId }: { track: Pick<Track, 'title' | 'artist'>; active: boolean; testId: string }) {
  return (
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography noWrap sx={{ fontWeight: 600, color: active ? 'primary.main' : 'text.primary' }} data-testid={testId}>
        {track.title}
      </Typography>
      <Typography noWrap variant="body2" color="text.secondary">
        {track.artist}
      </Typography>
    </Box>
  );
}
