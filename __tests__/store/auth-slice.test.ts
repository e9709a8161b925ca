import { useAppStore } from '@/store';
import { makeMe } from '../helpers/auth';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

const state = () => useAppStore.getState();

it('opens the dialog in the asked mode, fresh each time', () => {
  state().openLogin('signup');
  expect(state()).toMatchObject({ loginOpen: true, isSignup: true });
  state().setSignup({ step: 'code', way: 'email', contact: 'a@b.co' });
  state().setAuthError('boom');
  state().closeLogin();
  state().openLogin();
  expect(state()).toMatchObject({ loginOpen: true, isSignup: false, signup: null, twoFactor: null, authError: null });
});

it('closes the dialog whenever the logged-in state changes', () => {
  state().openLogin();
  state().setSession(makeMe());
  expect(state()).toMatchObject({ loginOpen: false, isLoggedIn: true, userInfor: { id: 7 } });
  state().openLogin();
  state().clearSession();
  expect(state()).toMatchObject({ loginOpen: false, isLoggedIn: false, userInfor: null });
});

it('moves from login to Forgot Credentials to the new-password step', () => {
  state().openLogin();
  state().openForgot();
  expect(state()).toMatchObject({ loginOpen: false, forgotOpen: true });
  state().openReset('reset-1');
  expect(state()).toMatchObject({ forgotOpen: false, showReset: true, resetToken: 'reset-1' });
  state().closeReset();
  expect(state().showReset).toBe(false);
});

it('persists nothing of the session in app-storage: the local keys hold it', () => {
  state().setSession(makeMe());
  const saved = JSON.parse(localStorage.getItem('app-storage') ?? '{}').state ?? {};
  expect(saved).toHaveProperty('theme');
  for (const key of ['isLoggedIn', 'userInfor', 'authError', 'twoFactor', 'resetToken', 'alert']) expect(saved).not.toHaveProperty(key);
});
