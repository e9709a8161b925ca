import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH } from '@/lib/contracts/auth';
import { requestTwoFactorCode, useVerifyTwoFactor } from '@/hooks/use-auth';
import { useAppStore } from '@/store';
import type { PendingTwoFactor } from '@/store/auth-slice';
import { AuthError } from './auth-error';
import { CodeField, useCodeForm } from './code-field';

/** The second step of a 2FA login; the code was already requested when the login answered 428. */
export function TwoFactorStep({ pending }: { pending: PendingTwoFactor }) {
  const { form, complete } = useCodeForm();
  const verify = useVerifyTwoFactor();
  const loading = useAppStore((s) => s.authLoading);
  const showAlert = useAppStore((s) => s.showAlert);
  const [resending, setResending] = useState(false);
  const where = pending.channel === 'sms' ? 'phone' : 'email';

  const resend = async () => {
    setResending(true);
    if (await requestTwoFactorCode(pending)) showAlert({ message: `We sent a new code to your ${where}.`, severity: 'info' });
    setResending(false);
  };

  return (
    <form onSubmit={form.handleSubmit(({ code }) => verify.mutate({ token: pending.token, code }))} noValidate>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Two-factor authentication is on. Enter the {OTP_LENGTH}-digit code we sent to your {where}.
      </Typography>
      <CodeField control={form.control} />
      <AuthError />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={!complete || loading} sx={{ mt: 2 }}>
        Verify
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" disabled={resending} onClick={resend}>
          Resend code
        </Link>
      </Box>
    </form>
  );
}
