import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { player } from '@/commands/player/player';
import { useAppStore } from '@/store';
import { TRACK_LIST_MAX_WIDTH } from '@/components/catalog';
import { QueueEmpty } from './queue-empty';
import { QueueList } from './queue-list';
import { QUEUE_FULL_SCREEN_UP_TO } from '@/theme/constants';
import { touchTargetsOnPhones } from '@/components/player/touch-target';

/** The title and the list share one inset, so they line up at every width. */
const INSET = { xs: 2, sm: 3 };

/**
 * The global queue dialog, opened from the player's queue button: full screen at 900 px or less, otherwise as wide
 * as a tracklist, its one column of rows (see docs/product.md, Themes and layout).
 */
export function QueueDialog() {
  const open = useAppStore((s) => s.isQueueOpen);
  const empty = useAppStore((s) => s.queue.length === 0);
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down(QUEUE_FULL_SCREEN_UP_TO + 1), { noSsr: true });
  const close = player.closeQueue;

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      maxWidth={false}
      fullWidth
      aria-labelledby="queue-dialog-title"
      // Its buttons (close, Edit Queue, the rows' own) are a finger's 44 px on a phone.
      slotProps={{ paper: { sx: (theme) => ({ maxWidth: fullScreen ? undefined : TRACK_LIST_MAX_WIDTH, ...touchTargetsOnPhones(theme) }) } }}
    >
      <DialogTitle id="queue-dialog-title" sx={{ pl: INSET, pr: 7, fontWeight: 700 }}>
        Queue
      </DialogTitle>
      <IconButton aria-label="Close queue" onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent dividers sx={{ px: INSET, pb: 0 }}>{empty ? <QueueEmpty /> : <QueueList />}</DialogContent>
    </Dialog>
  );
}
