import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLogOutEverywhere } from '@/hooks/use-account-security';
import { SettingsSection } from './settings-section';

export const LOG_OUT_EVERYWHERE_TITLE = 'Log out on every device?';

/** Ends every session of the account, this one too, after a confirmation. */
export function SessionsSection() {
  const [confirming, setConfirming] = useState(false);
  const logOut = useLogOutEverywhere();
  return (
    <SettingsSection
      id="devices"
      title="Devices"
      intro="Logged in on a device you no longer use, or one that is not yours? Log out everywhere, then log in again here."
    >
      <Button variant="outlined" onClick={() => setConfirming(true)}>
        Log Out Everywhere
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="log-out-everywhere-title">
        <DialogTitle id="log-out-everywhere-title">{LOG_OUT_EVERYWHERE_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText>Every browser and app logged in to your account, this one included, will need your password again.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} color="inherit">
            Cancel
          </Button>
          <Button variant="contained" loading={logOut.isPending} onClick={() => logOut.mutate()}>
            Log Out Everywhere
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsSection>
  );
}
