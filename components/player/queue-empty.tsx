import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import QueueMusicRounded from '@mui/icons-material/QueueMusicRounded';
import RadioRounded from '@mui/icons-material/RadioRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Router from 'next/router';
import { useStartRadio } from '@/hooks/player/use-radio';
import { useAppStore } from '@/store';

/** The empty queue: radio starts music at once; Search Music closes the queue and opens the search page. */
export function QueueEmpty() {
  const { start, starting } = useStartRadio();
  const openSearch = () => {
    useAppStore.getState().setQueueOpen(false);
    // The router singleton: the pop-out's queue renders where no page router is mounted.
    void Router.push('/search');
  };
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
        <Button variant="outlined" color="inherit" startIcon={<SearchRounded />} onClick={openSearch}>
          Search Music
        </Button>
      </Box>
    </Box>
  );
}
