import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH } from '@/lib/contracts/auth';
import { useResendSignupCode, useVerifySignupCode } from '@/hooks/use-signup';
import type { Contact } from '@/lib/contracts/auth';
import { useAppStore } from '@/store';
import type { SignupProgress } from '@/store/auth-slice';
import { AuthError } from './auth-error';
import { CodeField, useCodeForm } from './code-field';

const toContact = ({ way, contact }: SignupProgress): Contact =>
  way === 'email' ? { way, email: contact } : { way, phone: contact };

export const codeDialogTitle = (way: SignupProgress['way']) => (way === 'email' ? 'Email Confirmation' : 'Phone Confirmation');

/** Sign-up step 2: the 4-digit code, submittable only when complete, with a resend link. */
export function SignupCodeStep({ progress }: { progress: SignupProgress }) {
  const { form, complete } = useCodeForm();
  const verify = useVerifySignupCode();
  const resend = useResendSignupCode();
  const loading = useAppStore((s) => s.authLoading);
  const contact = toContact(progress);

  return (
    <form onSubmit={form.handleSubmit(({ code }) => verify.mutate({ ...contact, code }))} noValidate>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Enter the {OTP_LENGTH}-digit code we sent to <strong>{progress.contact}</strong>.
      </Typography>
      <CodeField control={form.control} />
      <AuthError />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={!complete || loading} sx={{ mt: 2 }}>
        Continue
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Typography component="span" variant="body2" color="text.secondary">
          Did not get it?{' '}
        </Typography>
        <Link component="button" type="button" variant="body2" disabled={resend.isPending} onClick={() => resend.mutate(contact)}>
          Resend code
        </Link>
      </Box>
    </form>
  );
}
