import { useEffect } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { initials } from '@/components/account/account-menu';
import type { SecondFactorIntros } from '@/components/account/second-factor-dialog';
import { SecondFactorPrompt } from '@/components/account/second-factor-prompt';
import { QueryState } from '@/components/common/query-state';
import { useMe } from '@/hooks/account/use-account';
import { SECOND_FACTOR_FRESH_MINUTES } from '@/lib/second-factor';
import { useAppStore } from '@/store';
import { AlertsSection } from './alerts-section';
import { ContactSection } from './contact-section';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordSection } from './password-section';
import { PremiumSection } from './premium-section';
import { ProfileSection } from './profile-section';
import { PurchasesSection } from './purchases-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * Why the code dialog asks here: on a team account, a change of the email, the phone or the two-factor codes wants a
 * recent code from where the codes go now (see docs/product.md, Account settings). Other members are never asked.
 */
export const TEAM_CHANGE_INTRO = `Changing this on a team account needs a two-factor code from the last ${SECOND_FACTOR_FRESH_MINUTES} minutes.`;
const SECOND_FACTOR_INTROS: SecondFactorIntros = { session: TEAM_CHANGE_INTRO, fresh: TEAM_CHANGE_INTRO };

/**
 * Goes to the section a link names (/account#security, from the console), once it is there: the sections render
 * after the account loads, too late for the browser's own jump.
 */
function useScrollToHash(ready: boolean) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (ready && id) document.getElementById(id)?.scrollIntoView();
  }, [ready]);
}

function AccountDetails() {
  const me = useMe();
  useScrollToHash(!!me.data);
  if (!me.data) return <QueryState isLoading={me.isLoading} error={me.error} onRetry={() => void me.refetch()} />;
  const user = me.data;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initials(user.fullname || user.username)}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 18, overflowWrap: 'anywhere' }}>{user.fullname}</Typography>
          <Typography color="textSecondary">@{user.username}</Typography>
        </Box>
      </Box>
      <ProfileSection me={user} />
      <PremiumSection />
      <ContactSection me={user} />
      <AlertsSection me={user} />
      <PasswordSection me={user} />
      <TwoFactorSection me={user} />
      <PurchasesSection />
      <SessionsSection />
      <DeleteAccountSection />
      <SecondFactorPrompt intros={SECOND_FACTOR_INTROS} />
    </>
  );
}

/** Account settings, one section each (see docs/product.md, Account settings); logged out, an invitation to log in. */
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
