import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { QueryState } from '@/components/common/query-state';
import { OTP_LENGTH, type Me, type TwoFactorChannel } from '@/lib/contracts/auth';
import { useMe, useUpdateMe } from '@/hooks/use-account';
import { useAppStore } from '@/store';
import { initials } from './account-menu';

/** A channel can carry codes only if the account has somewhere for it to send them. */
const reachable = (me: Me, channel: TwoFactorChannel) => (channel === 'sms' ? !!me.phone : !!me.email);

function TwoFactorSettings({ me }: { me: Me }) {
  const update = useUpdateMe();
  const turnOn = (on: boolean) => {
    // Turning it on moves the channel to one that can reach the user, so the next login can finish.
    const channel = reachable(me, me.twoFactorChannel) ? me.twoFactorChannel : me.phone ? 'sms' : 'email';
    update.mutate(on ? { twoFactorEnabled: true, twoFactorChannel: channel } : { twoFactorEnabled: false });
  };
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="two-factor-heading">
      <Typography variant="h2" id="two-factor-heading" sx={{ mb: 1 }}>
        Security
      </Typography>
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
    </Paper>
  );
}

function AccountDetails() {
  const me = useMe();
  if (!me.data) return <QueryState isLoading={me.isLoading} error={me.error} onRetry={() => void me.refetch()} />;
  const user = me.data;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initials(user.fullname || user.username)}</Avatar>
        <Box>
          <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{user.fullname}</Typography>
          <Typography color="textSecondary">@{user.username}</Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ mt: 3, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}>
        <Detail label="Email" value={user.email} />
        <Detail label="Phone" value={user.phone} />
      </Box>
      <TwoFactorSettings me={user} />
    </>
  );
}

/** One line of the account's details: its name, then the value or 'Not set'. */
function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <Typography component="dt" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value ?? 'Not set'}
      </Typography>
    </>
  );
}

/** Account settings: the user and their 2FA choice; logged out, an invitation to log in. */
export function AccountSettings() {
  const authReady = useAppStore((s) => s.authReady);
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const openLogin = useAppStore((s) => s.openLogin);

  if (!authReady) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (!isLoggedIn) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>Log in to see and change your account settings.</Typography>
        <Button variant="contained" onClick={() => openLogin('login')}>
          Log In
        </Button>
      </Paper>
    );
  }
  return <AccountDetails />;
}
