import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PasswordField } from '@/components/auth/password-field';
import { deleteAccountSchema } from '@/lib/contracts/account';
import { useDeleteAccount } from '@/hooks/use-account-security';
import { SettingsError, SettingsSection } from './settings-section';

export const DELETE_ACCOUNT_TITLE = 'Delete your account?';
const WHAT_GOES =
  'Your profile, email and phone, playlists, favorites, likes, history and comments will be gone for good, and you will be logged out everywhere. Plays you counted stay in the totals, without your name.';

/** The password, typed again in a confirmation, deletes the account (see docs/product.md, Account settings). */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const form = useForm({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const remove = useDeleteAccount();
  return (
    <form noValidate onSubmit={form.handleSubmit(({ password }) => remove.mutate(password))}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{WHAT_GOES}</DialogContentText>
        <PasswordField control={form.control} name="password" label="Your password" autoComplete="current-password" autoFocus />
        <SettingsError error={remove.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <Button type="submit" color="error" variant="contained" disabled={!password} loading={remove.isPending}>
          Delete Account
        </Button>
      </DialogActions>
    </form>
  );
}

export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsSection id="delete" title="Delete account" intro="This cannot be undone.">
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        Delete Account
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
        <DialogTitle id="delete-account-title">{DELETE_ACCOUNT_TITLE}</DialogTitle>
        <DeleteAccountForm onCancel={() => setConfirming(false)} />
      </Dialog>
    </SettingsSection>
  );
}
