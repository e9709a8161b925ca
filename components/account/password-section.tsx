import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { NewPasswordFields } from '@/components/account/new-password-fields';
import { PasswordField } from '@/components/account/password-field';
import { changePasswordSchema } from '@/lib/contracts/account';
import type { Me } from '@/lib/contracts/auth';
import { useChangePassword } from '@/hooks/account/use-account-security';
import { usePasswordStrength } from '@/hooks/account/use-password-strength';
import { SettingsError, SettingsSection } from './settings-section';

const formSchema = changePasswordSchema.extend({ repeat: z.string() });
const empty = { current: '', password: '', repeat: '' };

/** A new password: the current one first, then the new one as at sign-up (rules, meter, repeat). */
export function PasswordSection({ me }: { me: Me }) {
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: empty });
  const [current, password, repeat] = useWatch({ control: form.control, name: ['current', 'password', 'repeat'] });
  const strength = usePasswordStrength(password, [me.username, me.fullname, me.email, me.phone]);
  const change = useChangePassword();
  const mismatch = !!repeat && password !== repeat;
  const ready = !!current && !!password && strength.acceptable && !!repeat && !mismatch;

  return (
    <SettingsSection id="password" title="Password" intro="Changing it logs you out on your other devices; this one stays logged in.">
      <form
        noValidate
        onSubmit={form.handleSubmit(({ current, password }) => change.mutate({ current, password }, { onSuccess: () => form.reset(empty) }))}
      >
        <PasswordField control={form.control} name="current" label="Current password" autoComplete="current-password" />
        <NewPasswordFields control={form.control} label="New password" password={password} strength={strength} mismatch={mismatch} />
        <SettingsError error={change.error} />
        <Button type="submit" variant="contained" disabled={!ready} loading={change.isPending} sx={{ mt: 2 }}>
          Change Password
        </Button>
      </form>
    </SettingsSection>
  );
}
