import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import type { PageMeta } from '@/lib/contracts/common';
import { formatDateTime } from '@/lib/format';

// The pieces every console section is built of: its pager, its status chips, its times, and the dialog an action
// asks its reason (or a reply) in.

export function ConsolePager({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  if (meta.pageCount <= 1) return null;
  return (
    <Pagination
      count={meta.pageCount}
      page={meta.page}
      onChange={(_, next) => onPage(next)}
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      getItemAriaLabel={(type, item, selected) => (type === 'page' ? `${selected ? '' : 'Go to '}page ${item}` : `Go to ${type} page`)}
    />
  );
}

const STATUS_COLORS: Record<string, ChipProps['color']> = {
  new: 'warning',
  open: 'warning',
  taken_down: 'error',
  hidden: 'error',
  suspended: 'error',
  refunded: 'default',
  'partly refunded': 'info',
  rejected: 'default',
  closed: 'default',
  restored: 'success',
  answered: 'success',
  paid: 'success',
  active: 'success',
  visible: 'success',
};

/**
 * A status as a small chip: 'taken_down' reads 'Taken down'. Coloured ones are filled: outlined, the warning and info
 * colours are text below 4.5:1 on the light page (#ed6c02 on white is 3.1:1).
 */
export function StatusChip({ status }: { status: string }) {
  const label = status.replace(/_/g, ' ');
  const color = STATUS_COLORS[status] ?? 'default';
  return <Chip size="small" variant={color === 'default' ? 'outlined' : 'filled'} color={color} label={label.charAt(0).toUpperCase() + label.slice(1)} />;
}

/** A moment, in UTC, in a <time> element. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

interface TextDialogProps {
  open: boolean;
  title: string;
  /** What the action does, said before it is done. */
  description?: ReactNode;
  /** The field's label; without one the dialog only asks to confirm. */
  label?: string;
  confirm: string;
  pending: boolean;
  /** Red, for what cannot be undone. */
  danger?: boolean;
  onClose: () => void;
  onSubmit: (text: string) => void;
}

/** Asks for the text an action needs (a reason, a reply), or only to confirm it. */
export function TextDialog({ open, title, description, label, confirm, pending, danger, onClose, onSubmit }: TextDialogProps) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !!label && !text.trim();
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => (setText(''), setTouched(false)) } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!missing) onSubmit(text.trim());
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description && <DialogContentText sx={{ mb: label ? 2 : 0 }}>{description}</DialogContentText>}
          {label && (
            <TextField
              label={label}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              autoFocus
              required
              error={touched && missing}
              helperText={touched && missing ? `${label} is required.` : ' '}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} loading={pending}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
