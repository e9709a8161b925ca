import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import { SettingsSection } from './settings-section';
import { useDialogState } from './use-dialog-state';

const LogOutEverywhereDialog = dynamic(() => import('./log-out-everywhere-dialog').then((m) => m.LogOutEverywhereDialog), { ssr: false });

/** Ends every session of the account, this one too, after a confirmation. */
export function SessionsSection() {
  const dialog = useDialogState<true>();
  return (
    <SettingsSection
      id="devices"
      title="Devices"
      intro="Logged in on a device you no longer use, or one that is not yours? Log out everywhere, then log in again here."
    >
      <Button variant="outlined" onClick={() => dialog.open(true)}>
        Log Out Everywhere
      </Button>
      {dialog.mounted && <LogOutEverywhereDialog open={!!dialog.value} onClose={dialog.close} />}
    </SettingsSection>
  );
}
