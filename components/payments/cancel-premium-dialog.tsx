import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const CANCEL_TITLE = 'Cancel premium?';

interface CancelPremiumDialogProps {
  open: boolean;
  /** The end of the period already paid, as shown. */
  endsOn: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Cancelling asks first, and says premium lasts to the end of what was paid (see docs/product.md, Premium). */
export function CancelPremiumDialog({ open, endsOn, pending, onClose, onConfirm }: CancelPremiumDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-premium-title" aria-describedby="cancel-premium-text" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-premium-title">{CANCEL_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-premium-text">
          {`Premium stays until ${endsOn}, and nothing more is charged. After that, ads come back between tracks. You can resume any time before then.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Keep premium
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          Cancel premium
        </Button>
      </DialogActions>
    </Dialog>
  );
}
