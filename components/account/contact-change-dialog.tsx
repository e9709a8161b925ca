import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthDialogFrame } from '@/components/common/auth-dialog-frame';
import { CodeField, useCodeForm } from '@/components/account/code-field';
import { ContactFields, useContactForm } from '@/components/account/contact-fields';
import { PasswordField } from '@/components/account/password-field';
import { currentPasswordSchema } from '@/lib/contracts/account';
import { OTP_LENGTH, type Contact, type SignupWay } from '@/lib/contracts/auth';
import { useConfirmContact, useSendContactCode } from '@/hooks/account/use-account';
import { SettingsError } from './settings-section';

const TITLES: Record<SignupWay, string> = { email: 'Change Email', phone: 'Change Phone Number' };

/** A code sent: where to, with the password it was asked with (Resend asks again with it), and what the API said. */
interface Sent {
  contact: Contact;
  currentPassword: string;
  message: string;
}

/** Step 1: the new address and the current password; the code goes to the new address. */
function NewContactStep({ way, onSent }: { way: SignupWay; onSent: (sent: Sent) => void }) {
  const { form, empty } = useContactForm(way);
  const passwordForm = useForm({ resolver: zodResolver(currentPasswordSchema), defaultValues: { current_password: '' } });
  const password = useWatch({ control: passwordForm.control, name: 'current_password' });
  const send = useSendContactCode();
  // Two forms, one submit: the address's (shared with sign-up) and the password's.
  const submit = form.handleSubmit((contact) =>
    passwordForm.handleSubmit(({ current_password }) => {
      send.mutate({ ...contact, current_password }, { onSuccess: (message) => onSent({ contact, currentPassword: current_password, message }) });
    })(),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {`We will send a ${OTP_LENGTH}-digit code to the new ${way === 'email' ? 'address' : 'number'} to confirm it is yours.`}
      </Typography>
      <ContactFields control={form.control} way={way} fixed />
      <PasswordField control={passwordForm.control} name="current_password" label="Current password" autoComplete="current-password" />
      <SettingsError error={send.error} />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={empty || !password} loading={send.isPending} sx={{ mt: 2 }}>
        Send Code
      </Button>
    </form>
  );
}

/** Step 2: the code from the new address; a right one makes it the account's. Resend asks again with the same password. */
function ConfirmStep({ sent: { contact, currentPassword, message }, onDone }: { sent: Sent; onDone: () => void }) {
  const { form, complete } = useCodeForm();
  const confirm = useConfirmContact();
  const resend = useSendContactCode();
  const error = confirm.error ?? resend.error;
  return (
    <form noValidate onSubmit={form.handleSubmit(({ code }) => confirm.mutate({ ...contact, code }, { onSuccess: onDone }))}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {resend.data ?? message}
      </Typography>
      <CodeField control={form.control} />
      <SettingsError error={error} />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={!complete} loading={confirm.isPending} sx={{ mt: 2 }}>
        Confirm
      </Button>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" disabled={resend.isPending} onClick={() => resend.mutate({ ...contact, current_password: currentPassword })}>
          Resend code
        </Link>
      </Typography>
    </form>
  );
}

/** A new email or phone for the account, in two steps; closing it at any point changes nothing. */
export function ContactChangeDialog({ way, onClose }: { way: SignupWay | null; onClose: () => void }) {
  const [sent, setSent] = useState<Sent | null>(null);
  const close = () => {
    setSent(null);
    onClose();
  };
  return (
    <AuthDialogFrame open={!!way} onClose={close} title={way ? TITLES[way] : ''}>
      {way &&
        (sent ? (
          <ConfirmStep sent={sent} onDone={close} />
        ) : (
          <NewContactStep way={way} onSent={setSent} />
        ))}
    </AuthDialogFrame>
  );
}
