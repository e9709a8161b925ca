import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/common/form-text-field';
import { USERNAME_TAKEN_MESSAGE, fullnameSchema, usernameProblem, usernameSchema, type Me } from '@/lib/contracts/auth';
import { useUpdateMe } from '@/hooks/account/use-account';
import { useUsernameCheck } from '@/hooks/account/use-username-check';
import { SettingsError, SettingsSection } from './settings-section';

const profileSchema = z.object({ fullname: fullnameSchema, username: usernameSchema });

/**
 * Full name and username. A new username is checked for availability as at sign-up (after a pause and on leaving
 * the field); the member's own, in any case, needs no check.
 */
export function ProfileSection({ me }: { me: Me }) {
  const form = useForm({ resolver: zodResolver(profileSchema), values: { fullname: me.fullname, username: me.username } });
  const [fullname, username] = useWatch({ control: form.control, name: ['fullname', 'username'] });
  const own = username.trim().toLowerCase() === me.username.toLowerCase();
  const problem = username.trim() ? usernameProblem(username) : undefined;
  const { available, checkNow } = useUsernameCheck(problem || own ? '' : username);
  const update = useUpdateMe();

  const taken = !own && !problem && available === false;
  let usernameHelp = problem;
  if (taken) usernameHelp = USERNAME_TAKEN_MESSAGE;
  else if (!own && !problem && available) usernameHelp = 'Available';
  const changed = fullname.trim() !== me.fullname || username.trim() !== me.username;
  const ready = changed && !!fullname.trim() && !problem && (own || available === true);

  return (
    <SettingsSection id="profile" title="Profile" intro="Your name and username show on your playlists.">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          const patch = { fullname: values.fullname, ...(values.username !== me.username ? { username: values.username } : {}) };
          update.mutate(patch);
        })}
      >
        <FormTextField control={form.control} name="fullname" label="Full name" autoComplete="name" />
        <FormTextField
          control={form.control}
          name="username"
          label="Username"
          autoComplete="username"
          onBlur={checkNow}
          error={taken || !!problem}
          helperText={usernameHelp}
        />
        <SettingsError error={update.error} />
        <Button type="submit" variant="contained" disabled={!ready} loading={update.isPending} sx={{ mt: 2 }}>
          Save Profile
        </Button>
      </form>
    </SettingsSection>
  );
}
