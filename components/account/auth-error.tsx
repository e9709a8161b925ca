import Typography from '@mui/material/Typography';
import { useAppStore } from '@/store';

/** The last login, 2FA, sign-up or code error, next to the form it belongs to (recovery errors are only alerted). */
export function AuthError() {
  const authError = useAppStore((s) => s.authError);
  if (!authError) return null;
  return (
    <Typography color="error" variant="body2" sx={{ mt: 1 }} data-testid="auth-error">
      {authError}
    </Typography>
  );
}
