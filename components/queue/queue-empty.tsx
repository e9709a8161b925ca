import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import QueueMusicRounded from '@mui/icons-material/QueueMusicRounded';
import RadioRounded from '@mui/icons-material/RadioRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useStartRadio } from '@/hooks/use-radio';

/** The empty queue: radio starts music at once; search has no page yet, so its button has no action (planned). */
export function QueueEmpty() {
  const { start, starting } = useStartRadio();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <QueueMusicRounded sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h2" component="p" sx={{ mt: 1 }}>
        Nothing to Play
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        Your playing queue is empty
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
        <Button variant="contained" startIcon={<RadioRounded />} onClick={() => void start()} disabled={starting}>
          Play LMT Radio
        </Button>
        <Tooltip title="Search is coming soon" describeChild>
          <Button variant="outlined" color="inherit" startIcon={<SearchRounded />}>
            Search Music
          </Button>
        </Tooltip>
      </Box>
    </Box>
  );
}
