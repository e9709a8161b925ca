import { useMutation } from '@tanstack/react-query';
import type { Contact } from '@/lib/contracts/auth';
import { register, sendSignupCode, verifySignupCode } from '@/services/common/auth';
import { startSession } from '@/services/common/auth-session';
import { sendLog } from '@/services/common/logs';
import { useAppStore } from '@/store';
import { reportAuthError, trackLoading } from '@/commands/account/auth-feedback';

export const ACCOUNT_CREATED_MESSAGE = 'Your account has been created successfully.';

const contactOf = (contact: Contact) => (contact.way === 'email' ? contact.email : contact.phone);

/** Sign-up step 1: sends the one-time code, then shows the code step. */
export function useSendSignupCode() {
  return useMutation({
    mutationFn: sendSignupCode,
    ...trackLoading('authLoading'),
    onSuccess: (_, contact) => useAppStore.getState().setSignup({ step: 'code', way: contact.way, contact: contactOf(contact) }),
    onError: (error) => reportAuthError(error),
  });
}

/** The code step's resend link: same call, the step stays. */
export function useResendSignupCode() {
  return useMutation({
    mutationFn: sendSignupCode,
    onSuccess: (_, contact) => useAppStore.getState().showAlert({ message: `We sent a new code to ${contactOf(contact)}.`, severity: 'info' }),
    onError: (error) => reportAuthError(error),
  });
}

/** Sign-up step 2: a right code answers the signup_token that Account Setup needs. */
export function useVerifySignupCode() {
  return useMutation({
    mutationFn: verifySignupCode,
    ...trackLoading('authLoading'),
    onSuccess: (signupToken, body) =>
      useAppStore.getState().setSignup({ step: 'setup', way: body.way, contact: contactOf(body), signupToken }),
    onError: (error) => reportAuthError(error),
  });
}

/** Sign-up step 3: on success the user is logged in and the dialog is left in log-in mode. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    ...trackLoading('registerLoading'),
    onSuccess: (result) => {
      sendLog({ text: 'user did register', level: 'info', subfeature: 'auth', extra: { user_id: result.user?.id } });
      const store = useAppStore.getState();
      store.setAuthMode('login');
      startSession(result);
      store.showAlert({ message: ACCOUNT_CREATED_MESSAGE });
    },
    onError: (error) => reportAuthError(error, { log: 'user failed to register' }),
  });
}
