import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import hidden from '@/components/common/visually-hidden.module.css';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/contracts/auth';
import { MIN_PASSWORD_SCORE, passwordLengthProblem, type PasswordStrength } from '@/lib/password-strength';
import type { PasswordStrengthState } from '@/hooks/account/use-password-strength';

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** The server's rule (lib/password-strength.ts) in three lines, each ticked as soon as the typed password meets it. */
export const PASSWORD_RULES: { text: string; met: (password: string, strength?: PasswordStrength) => boolean }[] = [
  { text: `At least ${PASSWORD_MIN} characters`, met: (password) => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX },
  { text: 'Not your name, username, email or phone', met: (password, s) => !!password && !!s && !s.ownIdentity },
  { text: 'Hard to guess: Good or Strong on the meter', met: (password, s) => !!password && !!s && s.score >= MIN_PASSWORD_SCORE },
];

/** The rules, shown from before the first key: what the password needs, and what it already has. */
function PasswordRules({ password, strength }: { password: string; strength?: PasswordStrength }) {
  return (
    <Box component="ul" aria-label="Password rules" sx={{ listStyle: 'none', p: 0, m: 0, mb: 0.5 }}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.met(password, strength);
        const Icon = met ? CheckCircleIcon : RadioButtonUncheckedIcon;
        return (
          <Typography key={rule.text} component="li" variant="caption" color="textSecondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Icon aria-hidden sx={{ fontSize: 14, color: met ? 'success.main' : 'text.disabled' }} />
            {rule.text}
            <span className={hidden.visuallyHidden}>{met ? ': done' : ': not yet'}</span>
          </Typography>
        );
      })}
    </Box>
  );
}

/**
 * The rules a new password must meet, ticked as it is typed, then its strength: a labelled progress bar, the label
 * and, while the password is refused, why (zxcvbn's advice otherwise). The text is a polite live region, so screen
 * readers hear it.
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
      <PasswordRules password={password} strength={password ? strength : undefined} />
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
