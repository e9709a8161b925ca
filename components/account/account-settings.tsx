import { useEffect } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { initials } from '@/components/auth/account-menu';
import { QueryState } from '@/components/common/query-state';
import { useMe } from '@/hooks/use-account';
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
