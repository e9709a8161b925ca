import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useConsoleAction } from '@/hooks/console/use-console';
import { formatDateTime } from './console-parts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a member may be barred from commenting, in days; 0 lifts the bar. */
export const COMMENT_BAN_CHOICES = [
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 365, label: '1 year' },
] as const;

interface CommentBanDialogProps {
  open: boolean;
  member: { id: number; username: string };
  /** Until when they are barred now, if they are. */
  bannedUntil?: string | null;
  onClose: () => void;
}

/** Bars a member from commenting for a time (reports, a member's page), or lifts the bar. */
export function CommentBanDialog({ open, member, bannedUntil, onClose }: CommentBanDialogProps) {
  const [days, setDays] = useState<number>(7);
  const [openedAt] = useState(() => Date.now());
  const ban = useConsoleAction((service, until: string | null) => service.banFromComments(member.id, until), onClose);
  const barred = !!bannedUntil && Date.parse(bannedUntil) > openedAt;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="comment-ban-title" fullWidth maxWidth="xs">
      <DialogTitle id="comment-ban-title">Bar {member.username} from commenting</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {barred ? `Barred until ${formatDateTime(bannedUntil)}. A new choice replaces it.` : 'Their comments stay; they cannot post new ones until then.'}
        </DialogContentText>
        <RadioGroup aria-labelledby="comment-ban-title" value={String(days)} onChange={(event) => setDays(Number(event.target.value))}>
          {COMMENT_BAN_CHOICES.map((choice) => (
            <FormControlLabel key={choice.days} value={String(choice.days)} control={<Radio />} label={choice.label} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        {barred && (
          <Button onClick={() => ban.mutate(null)} disabled={ban.isPending} sx={{ mr: 'auto' }}>
            Lift the bar
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" loading={ban.isPending} onClick={() => ban.mutate(new Date(Date.now() + days * DAY_MS).toISOString())}>
          Bar from commenting
        </Button>
      </DialogActions>
    </Dialog>
  );
}
