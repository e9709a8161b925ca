import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import { SettingsSection } from './settings-section';
import { useDialogState } from './use-dialog-state';

const DeleteAccountDialog = dynamic(() => import('./delete-account-dialog').then((m) => m.DeleteAccountDialog), { ssr: false });

export function DeleteAccountSection() {
  const dialog = useDialogState<true>();
  return (
    <SettingsSection id="delete" title="Delete account" intro="This cannot be undone.">
      <Button variant="outlined" color="error" onClick={() => dialog.open(true)}>
        Delete Account
      </Button>
      {dialog.mounted && <DeleteAccountDialog open={!!dialog.value} onClose={dialog.close} />}
    </SettingsSection>
  );
}
