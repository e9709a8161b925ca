import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH } from '@/lib/contracts/auth';
import { useRecover, useVerifyRecoveryCode } from '@/hooks/account/use-recovery';
import { useAppStore } from '@/store';
import { AuthDialogFrame } from '@/components/common/auth-dialog-frame';
import { CodeField, useCodeForm } from './code-field';
import { ContactFields, useContactForm } from './contact-fields';

type Sent = { way: 'email'; email: string } | { way: 'phone'; phone: string; smsToken: string };

/** Phone recovery: one button that reads Continue at 4 digits and Re-Send otherwise (see docs/product.md, Accounts and sign-up). */
function PhoneCode({ phone, smsToken, onResent }: { phone: string; smsToken: string; onResent: (token: string) => void }) {
  const { form, complete } = useCodeForm();
  const verify = useVerifyRecoveryCode();
  const recover = useRecover();
  const showAlert = useAppStore((s) => s.showAlert);

  const resend = () =>
    recover.mutate(
      { phone },
      {
        onSuccess: (data) => {
          onResent(data.sms_token ?? '');
          showAlert({ message: `We sent a new code to ${phone}.`, severity: 'info' });
        },
      },
    );
  const submit = form.handleSubmit(({ code }) => verify.mutate({ sms_token: smsToken, code }));

  return (
    <form onSubmit={complete ? submit : (event) => (event.preventDefault(), resend())} noValidate>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        Enter the {OTP_LENGTH}-digit code we sent to <strong>{phone}</strong>.
      </Typography>
      <CodeField control={form.control} />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={verify.isPending || recover.isPending} sx={{ mt: 2 }}>
        {complete ? 'Continue' : 'Re-Send'}
      </Button>
    </form>
  );
}

function ForgotContent() {
  const { form, way, empty } = useContactForm();
  const recover = useRecover();
  const closeForgot = useAppStore((s) => s.closeForgot);
  const [sent, setSent] = useState<Sent | null>(null);

  if (sent?.way === 'email') {
    return (
      <>
        <Typography variant="h3" component="p" sx={{ mb: 1 }}>
          Check your email
        </Typography>
        <Typography variant="body2" color="textSecondary">
          If an account uses <strong>{sent.email}</strong>, we sent it a link to choose a new password. The link works
          for a limited time.
        </Typography>
        <Button variant="contained" fullWidth size="large" onClick={closeForgot} sx={{ mt: 3 }}>
          Done
        </Button>
      </>
    );
  }
  if (sent?.way === 'phone') {
    return <PhoneCode phone={sent.phone} smsToken={sent.smsToken} onResent={(smsToken) => setSent({ ...sent, smsToken })} />;
  }

  const submit = form.handleSubmit((contact) => {
    const body = contact.way === 'email' ? { email: contact.email } : { phone: contact.phone };
    recover.mutate(body, {
      onSuccess: (data) =>
        setSent(contact.way === 'email' ? contact : { way: 'phone', phone: contact.phone, smsToken: data.sms_token ?? '' }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Enter the email or phone number of your account and we will help you back in.
      </Typography>
      <ContactFields control={form.control} way={way} />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={empty || recover.isPending} sx={{ mt: 2 }}>
        Continue
      </Button>
    </form>
  );
}

export function ForgotDialog() {
  const open = useAppStore((s) => s.forgotOpen);
  const closeForgot = useAppStore((s) => s.closeForgot);
  return (
    <AuthDialogFrame open={open} onClose={closeForgot} title="Forgot Credentials">
      <ForgotContent />
    </AuthDialogFrame>
  );
}
