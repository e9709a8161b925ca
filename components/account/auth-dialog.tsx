import { PageLink } from '@/components/common/page-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LogoMark } from '@/components/common/logo';
import { useAppStore } from '@/store';
import { AccountSetupStep } from './account-setup-step';
import { AuthDialogFrame } from '@/components/common/auth-dialog-frame';
import { LoginForm } from './login-form';
import { SignupCodeStep, codeDialogTitle } from './signup-code-step';
import { SignupStartForm } from './signup-start-form';
import { TwoFactorStep } from './two-factor-step';

/** Log In / Sign Up with its mode toggle; the one-time-code, Account Setup and 2FA steps replace it in place. */
function LoginSignup() {
  const isSignup = useAppStore((s) => s.isSignup);
  const setAuthMode = useAppStore((s) => s.setAuthMode);
  const closeLogin = useAppStore((s) => s.closeLogin);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <Box component={PageLink} href="/" aria-label="LMT Mixtapes home" onClick={closeLogin}>
          <LogoMark size={48} />
        </Box>
      </Box>
      {isSignup ? <SignupStartForm /> : <LoginForm />}
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
        <Typography variant="body2" color="textSecondary">
          {isSignup ? 'Already have an account?' : 'New here?'}
        </Typography>
        <Button size="small" onClick={() => setAuthMode(isSignup ? 'login' : 'signup')}>
          {isSignup ? 'Log In instead' : 'Create an account'}
        </Button>
      </Box>
    </>
  );
}

export function AuthDialog() {
  const open = useAppStore((s) => s.loginOpen);
  const isSignup = useAppStore((s) => s.isSignup);
  const signup = useAppStore((s) => s.signup);
  const twoFactor = useAppStore((s) => s.twoFactor);
  const closeLogin = useAppStore((s) => s.closeLogin);

  let title = isSignup ? 'Sign Up' : 'Log In';
  let content = <LoginSignup />;
  if (twoFactor) {
    title = 'Two-Factor Authentication';
    content = <TwoFactorStep pending={twoFactor} />;
  } else if (signup?.step === 'code') {
    title = codeDialogTitle(signup.way);
    content = <SignupCodeStep progress={signup} />;
  } else if (signup?.step === 'setup') {
    title = 'Account Setup';
    content = <AccountSetupStep signupToken={signup.signupToken} />;
  }

  return (
    <AuthDialogFrame open={open} onClose={closeLogin} title={title}>
      {content}
    </AuthDialogFrame>
  );
}
