import type { LoginResult, Me } from '@/lib/contracts/auth';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { useAppStore } from '@/store';
import { isUnauthorized } from './api-errors';
import { getAccessToken, setAccessToken } from './session-token';
import { readLocal, removeLocal, writeLocal } from './web-storage';

export const LOGGED_OUT_MESSAGE = 'Logged Out !';
export const SESSION_LOST_MESSAGE = 'You were logged out. Log in again.';

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
  import('@/services/common/auth').then(({ logout: logoutOnServer }) => logoutOnServer(token)).catch(() => undefined);
}

/**
 * A session the server ended (a password change, Log Out Everywhere on another device, the account's undone change),
 * seen by a refused token refresh or a 401 on the member's data: this browser logs out the way Log Out does, without
 * telling the server again, and says so once with a way back in. Every 401 of the same moment
 * (parallel member calls) lands here; the first one logs out and the rest find nobody logged in.
 */
export function endSession(): void {
  if (!useAppStore.getState().isLoggedIn) return;
  dropSession();
  useAppStore.getState().showAlert({
    message: SESSION_LOST_MESSAGE,
    severity: 'info',
    action: { label: 'Log In', onClick: () => useAppStore.getState().openLogin() },
  });
}

/**
 * A member call refused (401) once this browser is logged out: what calls still in flight at a log-out come back
 * with. Expected, so not worth reporting.
 */
export function refusedAfterLogOut(error: unknown): boolean {
  return isUnauthorized(error) && !useAppStore.getState().isLoggedIn;
}
