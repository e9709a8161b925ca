import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { loginSchema } from '@/lib/contracts/auth';
import { useLogin } from '@/hooks/account/use-auth';
import { useAppStore } from '@/store';
import { AuthError } from './auth-error';
import { FormTextField } from '@/components/common/form-text-field';
import { PasswordField } from './password-field';

export function LoginForm() {
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { user: '', pass: '' } });
  const login = useLogin();
  const loading = useAppStore((s) => s.authLoading);
  const openForgot = useAppStore((s) => s.openForgot);

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      // The fields clear once the login is complete, not on the way to 2FA (see docs/product.md, Accounts and sign-up).
      onSuccess: (outcome) => {
        if (outcome.kind === 'done' && outcome.result.access_token) form.reset();
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <FormTextField control={form.control} name="user" label="Email or username" autoComplete="username" autoFocus />
      <PasswordField control={form.control} name="pass" label="Password" autoComplete="current-password" />
      <Link component="button" type="button" variant="body2" onClick={openForgot} sx={{ mt: 1 }}>
        Forgot your password?
      </Link>
      <AuthError />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={loading} sx={{ mt: 2 }}>
        Log In
      </Button>
    </form>
  );
}
