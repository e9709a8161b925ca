import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  USERNAME_TAKEN_MESSAGE,
  fullnameSchema,
  passwordSchema,
  usernameProblem,
  usernameSchema,
} from '@/lib/contracts/auth';
import { useDebouncedValue } from '@/hooks/common/use-debounced-value';
import { usePasswordStrength } from '@/hooks/account/use-password-strength';
import { useRegister } from '@/hooks/account/use-signup';
import { USERNAME_CHECK_DELAY, useUsernameCheck } from '@/hooks/account/use-username-check';
import { useAppStore } from '@/store';
import { AuthError } from './auth-error';
import { FormTextField } from '@/components/common/form-text-field';
import { NewPasswordFields } from './new-password-fields';

const setupSchema = z.object({
  fullname: fullnameSchema,
  username: usernameSchema,
  password: passwordSchema,
  repeat: z.string(),
  terms: z.boolean(),
});
type SetupForm = z.input<typeof setupSchema>;

const empty: SetupForm = { fullname: '', username: '', password: '', repeat: '', terms: false };

const problemOf = (name: string) => (name.trim() ? usernameProblem(name) : undefined);

/**
 * Sign-up step 3. Create Account is enabled only when every Account Setup rule holds (see docs/product.md,
 * Accounts and sign-up) and the password is strong enough for the server; what still stands in the way is
 * shown under its field.
 */
export function AccountSetupStep({ signupToken }: { signupToken: string }) {
  const form = useForm({ resolver: zodResolver(setupSchema), defaultValues: empty });
  const [fullname, username, password, repeat, terms] = useWatch({
    control: form.control,
    name: ['fullname', 'username', 'password', 'repeat', 'terms'],
  });
  const contact = useAppStore((s) => (s.signup?.step === 'setup' ? s.signup.contact : undefined));
  // A name the contract refuses is never sent for an availability check: its rule is shown instead, once
  // typing has paused for the same 500 ms or the field is left, then as typed until the name is valid.
  const problem = problemOf(username);
  const settledUsername = useDebouncedValue(username, USERNAME_CHECK_DELAY);
  const [revealed, setRevealed] = useState(false);
  if (revealed && !problem) setRevealed(false);
  const usernameError = problem && (revealed || problemOf(settledUsername)) ? problem : undefined;
  const { available, checkNow } = useUsernameCheck(problem ? '' : username);
  const strength = usePasswordStrength(password, [username, fullname, contact]);
  const register = useRegister();
  const registerLoading = useAppStore((s) => s.registerLoading);
  const checking = useAppStore((s) => s.checkingUserName);

  const mismatch = !!repeat && password !== repeat;
  const taken = !problem && !!username.trim() && available === false;
  let usernameHelp: string | undefined;
  if (usernameError) usernameHelp = usernameError;
  else if (taken) usernameHelp = USERNAME_TAKEN_MESSAGE;
  else if (checking && !problem) usernameHelp = 'Checking availability…';
  else if (username.trim() && !problem && available) usernameHelp = 'Available';
  const ready =
    !!fullname.trim() &&
    !!username.trim() &&
    !problem &&
    !!password &&
    strength.acceptable &&
    !!repeat &&
    terms &&
    !mismatch &&
    available === true;

  const submit = form.handleSubmit(({ fullname, username, password }) =>
    register.mutate({ fullname, username, password, signup_token: signupToken }, { onSuccess: () => form.reset(empty) }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <FormTextField control={form.control} name="fullname" label="Full name" autoComplete="name" autoFocus />
      <FormTextField
        control={form.control}
        name="username"
        label="Username"
        autoComplete="username"
        onBlur={() => {
          if (problem) setRevealed(true);
          checkNow();
        }}
        error={taken || !!usernameError}
        helperText={usernameHelp}
      />
      <NewPasswordFields control={form.control} password={password} strength={strength} mismatch={mismatch} />
      <Controller
        control={form.control}
        name="terms"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                slotProps={{ input: { ref: field.ref, name: field.name } }}
              />
            }
            label={
              <>
                I agree to the{' '}
                <Link href="/term-of-use" target="_blank" rel="noopener">
                  Terms of Use
                </Link>
              </>
            }
          />
        )}
      />
      <AuthError />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={!ready || registerLoading} sx={{ mt: 2 }}>
        Create Account
      </Button>
    </form>
  );
}
