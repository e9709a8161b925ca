import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { OTP_LENGTH, type Me, type TwoFactorChannel } from '@/lib/contracts/auth';
import { useUpdateMe } from '@/hooks/use-account';
import { SettingsSection } from './settings-section';

/** A channel can carry codes only if the account has somewhere for it to send them. */
const reachable = (me: Me, channel: TwoFactorChannel) => (channel === 'sms' ? !!me.phone : !!me.email);

export function TwoFactorSection({ me }: { me: Me }) {
  const update = useUpdateMe();
  const turnOn = (on: boolean) => {
    // Turning it on moves the channel to one that can reach the user, so the next login can finish.
    const channel = reachable(me, me.twoFactorChannel) ? me.twoFactorChannel : me.phone ? 'sms' : 'email';
    update.mutate(on ? { twoFactorEnabled: true, twoFactorChannel: channel } : { twoFactorEnabled: false });
  };
  return (
    <SettingsSection id="security" title="Security">
      <FormControlLabel
        control={<Switch checked={me.twoFactorEnabled} disabled={update.isPending} onChange={(_, on) => turnOn(on)} />}
        label="Two-factor authentication"
      />
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        When it is on, logging in also asks for a {OTP_LENGTH}-digit code we send you.
      </Typography>
      <FormLabel id="two-factor-channel">Send codes by</FormLabel>
      <RadioGroup
        row
        aria-labelledby="two-factor-channel"
        value={me.twoFactorChannel}
        onChange={(_, value) => update.mutate({ twoFactorChannel: value as TwoFactorChannel })}
      >
        <FormControlLabel value="email" control={<Radio />} label="Email" disabled={!me.email || update.isPending} />
        <FormControlLabel value="sms" control={<Radio />} label="SMS" disabled={!me.phone || update.isPending} />
      </RadioGroup>
    </SettingsSection>
  );
}
