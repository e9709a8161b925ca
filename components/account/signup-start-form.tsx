import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH } from '@/lib/contracts/auth';
import { useSendSignupCode } from '@/hooks/account/use-signup';
import { useAppStore } from '@/store';
import { AuthError } from './auth-error';
import { ContactFields, useContactForm } from './contact-fields';

/** Sign-up step 1: email or phone, Continue sends the one-time code. */
export function SignupStartForm() {
  const { form, way, empty } = useContactForm();
  const sendCode = useSendSignupCode();
  const loading = useAppStore((s) => s.authLoading);

  return (
    <form onSubmit={form.handleSubmit((contact) => sendCode.mutate(contact))} noValidate>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        We will send you a {OTP_LENGTH}-digit code to confirm it is you.
      </Typography>
      <ContactFields control={form.control} way={way} />
      <AuthError />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={empty || loading} sx={{ mt: 2 }}>
        Continue
      </Button>
    </form>
  );
}
