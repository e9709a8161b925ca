import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  PASSWORD_MISMATCH_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  fullnameSchema,
  passwordSchema,
  usernameSchema,
} from '@/lib/contracts/auth';
import { useRegister } from '@/hooks/use-signup';
import { useUsernameCheck } from '@/hooks/use-username-check';
import { useAppStore } from '@/store';
import { AuthError } from './auth-error';
import { FormTextField } from './form-text-field';

const setupSchema = z.object({
  fullname: fullnameSchema,
  username: usernameSchema,
  password: passwordSchema,
  repeat: z.string(),
  terms: z.boolean(),
});
type SetupForm = z.input<typeof setupSchema>;

const empty: SetupForm = { fullname: '', username: '', password: '', repeat: '', terms: false };

/** Sign-up step 3. Create Account is enabled only when every SPEC §5 rule holds. */
export function AccountSetupStep({ signupToken }: { signupToken: string }) {
  const form = useForm({ resolver: zodResolver(setupSchema), defaultValues: empty });
  const [fullname, username, password, repeat, terms] = useWatch({
    control: form.control,
    name: ['fullname', 'username', 'password', 'repeat', 'terms'],
  });
  const { available, checkNow } = useUsernameCheck(username);
  const register = useRegister();
  const registerLoading = useAppStore((s) => s.registerLoading);
  const checking = useAppStore((s) => s.checkingUserName);

  const mismatch = !!repeat && password !== repeat;
  const taken = !!username.trim() && available === false;
  let usernameHelp: string | undefined;
  if (taken) usernameHelp = USERNAME_TAKEN_MESSAGE;
  else if (checking) usernameHelp = 'Checking availability…';
  else if (username.trim() && available) usernameHelp = 'Available';
  const ready = !!fullname.trim() && !!username.trim() && !!password && !!repeat && terms && !mismatch && available === true;

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
        onBlur={checkNow}
        error={taken}
        helperText={usernameHelp}
      />
      <FormTextField control={form.control} name="password" label="Password" type="password" autoComplete="new-password" />
      <FormTextField
        control={form.control}
        name="repeat"
        label="Repeat password"
        type="password"
        autoComplete="new-password"
        error={mismatch}
        helperText={mismatch ? PASSWORD_MISMATCH_MESSAGE : undefined}
      />
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
