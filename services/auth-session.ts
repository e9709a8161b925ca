import type { LoginResult, Me } from '@/lib/contracts/auth';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { useAppStore } from '@/store';
import { getAccessToken, setAccessToken } from './session-token';
import { readLocal, removeLocal, writeLocal } from './storage-keys';

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
 * Forgets the session in this browser: clears the stored user and tokens (which drops the Bearer header, read from
 * storage on each request), and says why when given a message. Alone, for a session the server already ended
 * (logged out everywhere, account deleted), and silently for a failed single sign-on call with the comments
 * provider (see docs/product.md, Comments).
 */
export function dropSession(message?: string): void {
  clearStoredSession();
  if (useAppStore.getState().isLoggedIn) useAppStore.getState().clearSession();
  if (message) useAppStore.getState().showAlert({ message, severity: 'info' });
}

/** Log out: forgets the session, tells the server with the token it had (failure ignored), alerts 'Logged Out !'. */
export function logout(): void {
  const token = getAccessToken();
  dropSession(LOGGED_OUT_MESSAGE);
  // The auth calls (axios and their contracts) load on demand: restoring a session at page load needs none of them.
  import('./auth').then(({ logout: logoutOnServer }) => logoutOnServer(token)).catch(() => undefined);
}

/** A dead session seen while logged in (failed refresh, 401 on user data) logs out once. */
export function forceLogout(): void {
  if (useAppStore.getState().isLoggedIn) logout();
}
