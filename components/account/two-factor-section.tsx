import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PasswordField } from '@/components/account/password-field';
import { twoFactorSettingsSchema } from '@/lib/contracts/account';
import { OTP_LENGTH, type Me, type TwoFactorChannel } from '@/lib/contracts/auth';
import { useUpdateMe } from '@/hooks/account/use-account';
import { SettingsError, SettingsSection } from './settings-section';

/** A channel can carry codes only if the account has somewhere for it to send them. */
const reachable = (me: Me, channel: TwoFactorChannel) => (channel === 'sms' ? !!me.phone : !!me.email);
const settingsOf = (me: Me) => ({ twoFactorEnabled: me.twoFactorEnabled, twoFactorChannel: me.twoFactorChannel, current_password: '' });

/**
 * Two-factor codes on or off, and their channel. A change is saved with the current password (see docs/product.md,
 * Account settings): the field and Save appear once something changed.
 */
export function TwoFactorSection({ me }: { me: Me }) {
  const form = useForm({ resolver: zodResolver(twoFactorSettingsSchema), values: settingsOf(me) });
  const [enabled, channel, password] = useWatch({ control: form.control, name: ['twoFactorEnabled', 'twoFactorChannel', 'current_password'] });
  const update = useUpdateMe();
  const changed = enabled !== me.twoFactorEnabled || channel !== me.twoFactorChannel;
  const turn = (on: boolean) => {
    form.setValue('twoFactorEnabled', on);
    // Turning it on moves the channel to one that can reach the user, so the next login can finish.
    if (on && !reachable(me, channel)) form.setValue('twoFactorChannel', me.phone ? 'sms' : 'email');
  };

  return (
    <SettingsSection id="security" title="Security" intro="Changes here ask for your current password.">
      <form noValidate onSubmit={form.handleSubmit((settings) => update.mutate(settings))}>
        <FormControlLabel control={<Switch checked={enabled} disabled={update.isPending} onChange={(_, on) => turn(on)} />} label="Two-factor authentication" />
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          When it is on, logging in also asks for a {OTP_LENGTH}-digit code we send you.
        </Typography>
        <FormLabel id="two-factor-channel">Send codes by</FormLabel>
        <Controller
          control={form.control}
          name="twoFactorChannel"
          render={({ field }) => (
            <RadioGroup row aria-labelledby="two-factor-channel" value={field.value} onChange={(_, value) => field.onChange(value as TwoFactorChannel)}>
              <FormControlLabel value="email" control={<Radio />} label="Email" disabled={!me.email || update.isPending} />
              <FormControlLabel value="sms" control={<Radio />} label="SMS" disabled={!me.phone || update.isPending} />
            </RadioGroup>
          )}
        />
        {changed && (
          <>
            <PasswordField control={form.control} name="current_password" label="Current password" autoComplete="current-password" />
            <SettingsError error={update.error} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              <Button type="submit" variant="contained" disabled={!password} loading={update.isPending}>
                Save Security
              </Button>
              <Button
                color="inherit"
                onClick={() => {
                  form.reset(settingsOf(me));
                  update.reset();
                }}
              >
                Cancel
              </Button>
            </Box>
          </>
        )}
      </form>
    </SettingsSection>
  );
}
