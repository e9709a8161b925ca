import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { player } from '@/hooks/player';
import { useAppStore } from '@/store';
import { QueueEmpty } from './queue-empty';
import { QueueList } from './queue-list';
import { QUEUE_FULL_SCREEN_UP_TO } from '@/theme/constants';

/** Full screen at 900 px or less, otherwise up to the xl width (see docs/product.md, Themes and layout). */

/** The global queue dialog, opened from the player's queue button. */
export function QueueDialog() {
  const open = useAppStore((s) => s.isQueueOpen);
  const empty = useAppStore((s) => s.queue.length === 0);
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down(QUEUE_FULL_SCREEN_UP_TO + 1), { noSsr: true });
  const close = player.closeQueue;

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} maxWidth="xl" fullWidth aria-labelledby="queue-dialog-title">
      <DialogTitle id="queue-dialog-title" sx={{ pr: 7 }}>
        Queue
      </DialogTitle>
      <IconButton aria-label="Close queue" onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 }, pb: 0 }}>{empty ? <QueueEmpty /> : <QueueList />}</DialogContent>
    </Dialog>
  );
}
