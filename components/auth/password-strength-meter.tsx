import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordLengthProblem } from '@/lib/password-strength';
import type { PasswordStrengthState } from '@/hooks/use-password-strength';

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

/**
 * The strength of the password being typed: a labelled progress bar, then the label and, while the password
 * is refused, why (zxcvbn's advice otherwise). The text is a polite live region, so screen readers hear it.
 */
export function PasswordStrengthMeter({ password, state }: { password: string; state: PasswordStrengthState }) {
  const { strength, failed } = state;
  let status = '';
  let reason: string | undefined;
  let advice: string | undefined;
  if (password && strength) {
    status = `Password strength: ${strength.label}`;
    reason = strength.problem;
    advice = strength.acceptable ? strength.feedback : undefined;
  } else if (password && failed) {
    status = 'Password strength cannot be checked right now: it will be checked when you send the form.';
    reason = passwordLengthProblem(password);
  } else if (password) {
    status = 'Checking password strength…';
  }

  return (
    <Box sx={{ mt: 0.5, mb: 1 }} data-testid="password-strength">
      {password && strength && (
        <LinearProgress
          variant="determinate"
          value={(strength.score + 1) * 20}
          color={COLORS[strength.score]}
          aria-label="Password strength"
          aria-valuetext={strength.label}
          sx={{ height: 6, borderRadius: 3 }}
        />
      )}
      <Box aria-live="polite" aria-atomic="true">
        {status && (
          <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 0.5 }}>
            {status}
          </Typography>
        )}
        {reason && (
          <Typography variant="caption" component="p" color="error">
            {reason}
          </Typography>
        )}
        {advice && (
          <Typography variant="caption" component="p" color="textSecondary">
            {advice}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
