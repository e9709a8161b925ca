import { useState } from 'react';
import { OTP_LENGTH } from '@/lib/contracts/auth';
import { requestTwoFactorCode, useVerifyTwoFactor } from '@/hooks/account/use-auth';
import { useAppStore } from '@/store';
import type { PendingTwoFactor } from '@/store/auth-slice';
import { CodeStep } from './code-step';

/** The second step of a 2FA login; the code was already requested when the login answered 428. */
export function TwoFactorStep({ pending }: { pending: PendingTwoFactor }) {
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
    <CodeStep
      intro={`Two-factor authentication is on. Enter the ${OTP_LENGTH}-digit code we sent to your ${where}.`}
      submitLabel="Verify"
      onSubmit={(code) => verify.mutate({ token: pending.token, code })}
      busy={loading}
      onResend={resend}
      resending={resending}
    />
  );
}
