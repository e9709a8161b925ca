import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, apiErrorStatus } from '@/services/api-errors';
import { endSession, logout, restoreSession } from '@/services/auth-session';
import { errorDetails, sendLog } from '@/services/logs';
import { onAuthFailure } from '@/services/session-token';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { useAppStore } from '@/store';
import { forgetMemberQueries } from './query-client';

// The session's storage is plain browser I/O in services/auth-session.ts; this file wires it to React and
// react-query.

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

/**
 * Mount once (in _app): restores the session, logs out when the server ended it (a refused refresh), follows other
 * tabs, and forgets the member's queries at every log-out, however it came.
 */
export function useAuthSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    restoreSession();
    const unsubscribe = onAuthFailure(endSession);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === LOCAL_KEYS.accessToken || event.key === LOCAL_KEYS.user) restoreSession();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  useEffect(
    () =>
      useAppStore.subscribe((state, previous) => {
        if (previous.isLoggedIn && !state.isLoggedIn) forgetMemberQueries(queryClient, previous.userInfor?.id ?? null);
      }),
    [queryClient],
  );
}

/** Mutation callbacks that hold a store loading flag up while the call runs. */
export function trackLoading(flag: 'authLoading' | 'registerLoading') {
  return {
    onMutate: () => useAppStore.getState().setAuthFlags({ [flag]: true }),
    onSettled: () => useAppStore.getState().setAuthFlags({ [flag]: false }),
  };
}

/** Log out (services/auth-session.ts): here rather than with the log-in hooks, so the header's menu needs no auth calls. */
export function useLogout(): () => void {
  return logout;
}
