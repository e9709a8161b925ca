import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { passwordSchema } from '@/lib/contracts/auth';
import { usePasswordStrength } from '@/hooks/account/use-password-strength';
import { useRecoveryInfo, useResetPassword } from '@/hooks/account/use-recovery';
import { useAppStore } from '@/store';
import { NewPasswordFields } from './new-password-fields';

const resetSchema = z.object({ password: passwordSchema, repeat: z.string() });

/**
 * The new-password step of a recovery, for the token of an email link or of a verified phone code. Reset
 * Password stays off while the meter says the server would refuse the password, and the meter says why.
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone?: () => void }) {
  const { query: info, errorMessage } = useRecoveryInfo(token);
  const reset = useResetPassword();
  const openForgot = useAppStore((s) => s.openForgot);
  const form = useForm({ resolver: zodResolver(resetSchema), defaultValues: { password: '', repeat: '' } });
  const [password, repeat] = useWatch({ control: form.control, name: ['password', 'repeat'] });
  const mismatch = !!repeat && password !== repeat;
  // The server also weighs the account's email, phone and full name, which this page is not told.
  const strength = usePasswordStrength(password, [info.data?.username]);

  if (info.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (info.isError || !token) {
    return (
      <>
        <Typography color="error">{token ? errorMessage : 'This reset link is not complete.'}</Typography>
        <Button variant="contained" onClick={openForgot} sx={{ mt: 2 }}>
          Start again
        </Button>
      </>
    );
  }

  const submit = form.handleSubmit(({ password }) => reset.mutate({ token, password }, { onSuccess: () => onDone?.() }));
  return (
    <form onSubmit={submit} noValidate>
      <Typography sx={{ mb: 1 }}>
        Hi <strong>{info.data?.username}</strong>, choose a new password.
      </Typography>
      <NewPasswordFields control={form.control} label="New password" password={password} strength={strength} mismatch={mismatch} autoFocus />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        disabled={!password || !strength.acceptable || !repeat || mismatch || reset.isPending}
        sx={{ mt: 2 }}
      >
        Reset Password
      </Button>
    </form>
  );
}
