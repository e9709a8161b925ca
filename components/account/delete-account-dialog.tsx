import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PasswordField } from '@/components/account/password-field';
import { deleteAccountSchema } from '@/lib/contracts/account';
import { useDeleteAccount } from '@/hooks/account/use-account-security';
import { SettingsError } from './settings-section';

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

/** The confirmation that deletes the account. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
      <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
      <DeleteAccountForm onCancel={onClose} />
    </Dialog>
  );
}
