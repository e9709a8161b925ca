import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthDialogFrame } from '@/components/auth/auth-dialog-frame';
import { CodeField, useCodeForm } from '@/components/auth/code-field';
import { ContactFields, useContactForm } from '@/components/auth/contact-fields';
import { OTP_LENGTH, type Contact, type SignupWay } from '@/lib/contracts/auth';
import { useConfirmContact, useSendContactCode } from '@/hooks/use-account';
import { SettingsError } from './settings-section';

const TITLES: Record<SignupWay, string> = { email: 'Change Email', phone: 'Change Phone Number' };

/** Step 1: the new address; the code goes there. */
function NewContactStep({ way, onSent }: { way: SignupWay; onSent: (contact: Contact, message: string) => void }) {
  const { form, empty } = useContactForm(way);
  const send = useSendContactCode();
  return (
    <form noValidate onSubmit={form.handleSubmit((contact) => send.mutate(contact, { onSuccess: (message) => onSent(contact, message) }))}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {`We will send a ${OTP_LENGTH}-digit code to the new ${way === 'email' ? 'address' : 'number'} to confirm it is yours.`}
      </Typography>
      <ContactFields control={form.control} way={way} fixed />
      <SettingsError error={send.error} />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={empty} loading={send.isPending} sx={{ mt: 2 }}>
        Send Code
      </Button>
    </form>
  );
}

/** Step 2: the code from the new address; a right one makes it the account's. */
function ConfirmStep({ contact, message, onDone }: { contact: Contact; message: string; onDone: () => void }) {
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
        <Link component="button" type="button" disabled={resend.isPending} onClick={() => resend.mutate(contact)}>
          Resend code
        </Link>
      </Typography>
    </form>
  );
}

/** A new email or phone for the account, in two steps; closing it at any point changes nothing. */
export function ContactChangeDialog({ way, onClose }: { way: SignupWay | null; onClose: () => void }) {
  const [sent, setSent] = useState<{ contact: Contact; message: string } | null>(null);
  const close = () => {
    setSent(null);
    onClose();
  };
  return (
    <AuthDialogFrame open={!!way} onClose={close} title={way ? TITLES[way] : ''}>
      {way &&
        (sent ? (
          <ConfirmStep contact={sent.contact} message={sent.message} onDone={close} />
        ) : (
          <NewContactStep way={way} onSent={(contact, message) => setSent({ contact, message })} />
        ))}
    </AuthDialogFrame>
  );
}
