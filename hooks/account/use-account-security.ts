import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/compat/router';
import { changePassword, deleteAccount, logOutEverywhere } from '@/services/account/account';
import { dropSession } from '@/services/common/auth-session';
import { useAppStore } from '@/store';
import { alertError } from './use-account';

export const LOGGED_OUT_EVERYWHERE_MESSAGE = 'You have been logged out on every device.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

/** A new password with the current one; the API's answer (other devices logged out) is the alert. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (message) => useAppStore.getState().showAlert({ message }),
    onError: alertError,
  });
}

/** Every session ends on the server, this one included: the site forgets it too. */
export function useLogOutEverywhere() {
  return useMutation({ mutationFn: logOutEverywhere, onSuccess: () => dropSession(LOGGED_OUT_EVERYWHERE_MESSAGE), onError: alertError });
}

/** Deletes the account, forgets the session and goes home: here, not in the form, which is gone with the session. */
export function useDeleteAccount() {
  const router = useRouter();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      dropSession(ACCOUNT_DELETED_MESSAGE);
      void router?.push('/');
    },
    onError: alertError,
  });
}
