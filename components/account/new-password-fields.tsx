import type { Control } from 'react-hook-form';
import { PASSWORD_MISMATCH_MESSAGE } from '@/lib/contracts/auth';
import type { PasswordStrengthState } from '@/hooks/account/use-password-strength';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordForm {
  password: string;
  repeat: string;
}

/** A new password with its strength meter, then the repeat field: Account Setup and the reset page ask alike. */
export function NewPasswordFields<T extends NewPasswordForm>({
  control,
  label = 'Password',
  password,
  strength,
  mismatch,
  autoFocus,
}: {
  control: Control<T>;
  label?: string;
  password: string;
  strength: PasswordStrengthState;
  mismatch: boolean;
  autoFocus?: boolean;
}) {
  // The two names are fields of every T this takes; react-hook-form's types cannot see that through the generic.
  const fields = control as unknown as Control<NewPasswordForm>;
  return (
    <>
      <PasswordField control={fields} name="password" label={label} autoComplete="new-password" autoFocus={autoFocus} />
      <PasswordStrengthMeter password={password} state={strength} />
      <PasswordField
        control={fields}
        name="repeat"
        label="Repeat password"
        autoComplete="new-password"
        error={mismatch}
        helperText={mismatch ? PASSWORD_MISMATCH_MESSAGE : undefined}
      />
    </>
  );
}
