import { apiErrorMessage, apiErrorStatus } from '@/services/common/api-errors';
import { errorDetails, sendLog } from '@/services/common/logs';
import { useAppStore } from '@/store';

// What the auth calls show while they run and when they fail, for the log-in, sign-up and recovery hooks
// (hooks/account/use-auth.ts, hooks/account/use-signup.ts, hooks/account/use-recovery.ts).

/**
 * The API's message as an alert (and, for login, 2FA, sign-up and code errors, as authError);
 * failed login and register also send an error log.
 */
export function reportAuthError(error: unknown, options: { authError?: boolean; log?: string } = {}): void {
  const message = apiErrorMessage(error);
  const store = useAppStore.getState();
  if (options.authError !== false) store.setAuthError(message);
  store.showAlert({ message, severity: 'error' });
  if (options.log) {
    const status = apiErrorStatus(error);
    sendLog({ text: options.log, level: 'error', subfeature: 'auth', ...errorDetails(error), extra: { status } });
  }
}

/** Mutation callbacks that hold a store loading flag up while the call runs. */
export function trackLoading(flag: 'authLoading' | 'registerLoading') {
  return {
    onMutate: () => useAppStore.getState().setAuthFlags({ [flag]: true }),
    onSettled: () => useAppStore.getState().setAuthFlags({ [flag]: false }),
  };
}
