import { LOCAL_KEYS } from '@/lib/storage-keys';
import { readLocal, removeLocal, writeLocal } from './web-storage';

// The access token and the news of a dead session, apart from the axios client that uses them
// (services/common/api-client.ts): restoring a session at page load needs these, not a client.

export const getAccessToken = (): string | null => readLocal(LOCAL_KEYS.accessToken);

export function setAccessToken(token: string | null): void {
  if (token) writeLocal(LOCAL_KEYS.accessToken, token);
  else removeLocal(LOCAL_KEYS.accessToken);
}

type AuthFailureListener = (error: unknown) => void;
const authFailureListeners = new Set<AuthFailureListener>();

/** Called once per failed token refresh, so the auth state can log out. Returns an unsubscribe. */
export function onAuthFailure(listener: AuthFailureListener): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

export function notifyAuthFailure(error: unknown): void {
  for (const listener of authFailureListeners) {
    try {
      listener(error);
    } catch {
      // A broken listener must not stop the others nor change how the request fails.
    }
  }
}
