import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLogOutEverywhere } from '@/hooks/account/use-account-security';

/** The confirmation before every session of the account ends, this one too. */
export function LogOutEverywhereDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const logOut = useLogOutEverywhere();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="log-out-everywhere-title">
      <DialogTitle id="log-out-everywhere-title">Log out on every device?</DialogTitle>
      <DialogContent>
        <DialogContentText>Every browser and app logged in to your account, this one included, will need your password again.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" loading={logOut.isPending} onClick={() => logOut.mutate()}>
          Log Out Everywhere
        </Button>
      </DialogActions>
    </Dialog>
  );
}
