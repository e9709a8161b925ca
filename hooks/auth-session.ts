import { useEffect } from 'react';
import { isAxiosError } from 'axios';
import type { Query } from '@tanstack/react-query';
import type { LoginResult, Me } from '@/lib/contracts/auth';
import { apiErrorMessage, getAccessToken, onAuthFailure, setAccessToken } from '@/services/api-client';
import { logout as logoutOnServer } from '@/services/auth';
import { errorDetails, sendLog } from '@/services/logs';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { readLocal, removeLocal, writeLocal } from '@/services/storage-keys';
import { useAppStore } from '@/store';

export const LOGGED_IN_MESSAGE = 'You are successfully logged in';
export const LOGGED_OUT_MESSAGE = 'Logged Out !';

/**
 * The session lives in the local keys access_token, v2_token and user; the store only mirrors
 * it for rendering. The access token is not copied into the store: the refresh interceptor rotates it
 * outside React, so a copy would go stale. Read it with getAccessToken().
 */
export function startSession(result: LoginResult): void {
  setAccessToken(result.access_token);
  writeLocal(LOCAL_KEYS.v2Token, result.api_token);
  writeLocal(LOCAL_KEYS.user, JSON.stringify(result.user));
  useAppStore.getState().setSession(result.user);
}

/** Keeps the stored user in step with a changed account (settings page). */
export function saveUser(user: Me): void {
  writeLocal(LOCAL_KEYS.user, JSON.stringify(user));
  useAppStore.getState().updateUser(user);
}

function readStoredUser(): Me | null {
  try {
    const user = JSON.parse(readLocal(LOCAL_KEYS.user) ?? 'null') as Me | null;
    return user && typeof user.username === 'string' ? user : null;
  } catch {
    return null;
  }
}

function clearStoredSession(): void {
  setAccessToken(null);
  removeLocal(LOCAL_KEYS.v2Token);
  removeLocal(LOCAL_KEYS.user);
}

/** Reads the session back from storage; half a session (a user without a token) counts as none. */
export function restoreSession(): void {
  const user = readStoredUser();
  if (user && getAccessToken()) return useAppStore.getState().setSession(user);
  clearStoredSession();
  // Only a change of logged-in state closes the login dialog: a page may have opened it already.
  const { isLoggedIn, clearSession, setAuthReady } = useAppStore.getState();
  if (isLoggedIn) clearSession();
  else setAuthReady();
}

/**
 * Log out: clears the stored user and tokens (which drops the Bearer header, read from storage on
 * each request), tells the server with the token it had (failure ignored), alerts 'Logged Out !'.
 */
export function logout(): void {
  const token = getAccessToken();
  clearStoredSession();
  useAppStore.getState().clearSession();
  logoutOnServer(token).catch(() => undefined);
  useAppStore.getState().showAlert({ message: LOGGED_OUT_MESSAGE, severity: 'info' });
}

/** A dead session seen while logged in (failed refresh, 401 on user data) logs out once. */
export function forceLogout(): void {
  if (useAppStore.getState().isLoggedIn) logout();
}

export const isUnauthorized = (error: unknown) => isAxiosError(error) && error.response?.status === 401;

/** User-data queries are keyed under 'users', as their paths are under /users. */
export function handleQueryError(error: unknown, query: Pick<Query, 'queryKey'>): void {
  if (query.queryKey[0] === 'users' && isUnauthorized(error)) forceLogout();
}

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
    const status = isAxiosError(error) ? error.response?.status : undefined;
    sendLog({ text: options.log, level: 'error', subfeature: 'auth', ...errorDetails(error), extra: { status } });
  }
}

/** Mount once (in _app): restores the session, logs out on a failed refresh, follows other tabs. */
export function useAuthSession(): void {
  useEffect(() => {
    restoreSession();
    const unsubscribe = onAuthFailure(forceLogout);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === LOCAL_KEYS.accessToken || event.key === LOCAL_KEYS.user) restoreSession();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}

/** Mutation callbacks that hold a store loading flag up while the call runs. */
export function trackLoading(flag: 'authLoading' | 'registerLoading') {
  return {
    onMutate: () => useAppStore.getState().setAuthFlags({ [flag]: true }),
    onSettled: () => useAppStore.getState().setAuthFlags({ [flag]: false }),
  };
}
