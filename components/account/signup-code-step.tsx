import { OTP_LENGTH, type Contact } from '@/lib/contracts/auth';
import { useResendSignupCode, useVerifySignupCode } from '@/hooks/account/use-signup';
import { useAppStore } from '@/store';
import type { SignupProgress } from '@/store/auth-slice';
import { CodeStep } from './code-step';

const toContact = ({ way, contact }: SignupProgress): Contact =>
  way === 'email' ? { way, email: contact } : { way, phone: contact };

export const codeDialogTitle = (way: SignupProgress['way']) => (way === 'email' ? 'Email Confirmation' : 'Phone Confirmation');

/** Sign-up step 2: the 4-digit code, submittable only when complete, with a resend link. */
export function SignupCodeStep({ progress }: { progress: SignupProgress }) {
  const verify = useVerifySignupCode();
  const resend = useResendSignupCode();
  const loading = useAppStore((s) => s.authLoading);
  const contact = toContact(progress);

  return (
    <CodeStep
      intro={
        <>
          Enter the {OTP_LENGTH}-digit code we sent to <strong>{progress.contact}</strong>.
        </>
      }
      submitLabel="Continue"
      onSubmit={(code) => verify.mutate({ ...contact, code })}
      busy={loading}
      onResend={() => resend.mutate(contact)}
      resending={resend.isPending}
      resendPrompt="Did not get it?"
    />
  );
}
