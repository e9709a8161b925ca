import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiErrorMessage } from '@/services/common/api-errors';
import { getRecoveryInfo, recover, resetPassword, verifyRecoveryCode } from '@/services/common/auth';
import { useAppStore } from '@/store';
import { reportAuthError } from '@/commands/account/auth-feedback';

// Recovery errors are alerted, not kept as authError (that belongs to the login dialog).
const alertOnly = (error: unknown) => reportAuthError(error, { authError: false });

/** POST /auth/recover: email sends a link, phone answers the sms_token of the code step. */
export function useRecover() {
  return useMutation({ mutationFn: recover, onError: alertOnly });
}

/** A right code closes the Forgot dialog and opens the new-password step. */
export function useVerifyRecoveryCode() {
  return useMutation({
    mutationFn: verifyRecoveryCode,
    onSuccess: (token) => useAppStore.getState().openReset(token),
    onError: alertOnly,
  });
}

export const recoveryInfoQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['auth', 'recover', token], queryFn: () => getRecoveryInfo(token), staleTime: Infinity, retry: false });

/** Whose password the reset token is for, to greet them; `errorMessage` says why a link does not work. */
export function useRecoveryInfo(token: string) {
  const query = useQuery({ ...recoveryInfoQueryOptions(token), enabled: !!token });
  return { query, errorMessage: query.isError ? apiErrorMessage(query.error) : null };
}

/** Sets the new password, then sends the user to log in with it. */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ message }) => {
      const store = useAppStore.getState();
      store.closeReset();
      store.showAlert({ message: message || 'Your password has been changed.' });
      store.openLogin('login');
    },
    onError: alertOnly,
  });
}
