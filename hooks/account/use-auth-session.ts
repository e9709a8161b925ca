import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endSession, logout, restoreSession } from '@/services/common/auth-session';
import { forgetMemberQueries } from '@/services/common/query-client';
import { onAuthFailure } from '@/services/common/session-token';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { useAppStore } from '@/store';

// The session's storage is plain browser I/O in services/common/auth-session.ts; this file wires it to React and
// react-query.

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

/** Log out (services/common/auth-session.ts): here rather than with the log-in hooks, so the header's menu needs no auth calls. */
export function useLogout(): () => void {
  return logout;
}
