import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { refreshResultSchema } from '@/lib/contracts/auth';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { readLocal, removeLocal, writeLocal } from './storage-keys';

const isBrowser = () => typeof window !== 'undefined';
const isAbsolute = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** An answer that does not match its contract in lib/contracts: the server and the site disagree on its shape. */
export class ReplyContractError extends Error {
  override readonly name = 'ReplyContractError';

  constructor(
    readonly endpoint: string,
    readonly issues: z.ZodError['issues'],
  ) {
    const first = issues[0];
    const where = first && first.path.length > 0 ? ` at ${first.path.map(String).join('.')}` : '';
    super(`${endpoint} answered in an unexpected shape${where}: ${first?.message ?? 'invalid'}`);
  }
}

/**
 * Checks an answer against its zod schema at the edge: a contract break then fails the call with an error naming
 * the endpoint and the first problem (which react-query holds and apiErrorMessage shows) instead of crashing the
 * component that reads a missing field. Unknown fields are stripped, so the server may add some.
 */
export function parseReply<S extends z.ZodType>(schema: S, data: unknown, endpoint: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ReplyContractError(endpoint, parsed.error.issues);
  return parsed.data;
}

/**
 * Base URL for calls made during server rendering. getServerSideProps reaches the app's own API over
 * HTTP, and a relative base means nothing there, so it has to be absolute.
 */
export function serverBaseUrl(internalUrl: string | undefined, publicUrl: string | undefined, path: string): string {
  if (internalUrl) return internalUrl;
  if (isAbsolute(publicUrl)) return publicUrl;
  return `http://127.0.0.1:${process.env.PORT || 3000}${path}`;
}

/** The v3 base as the browser sees it: also what URLs handed to the page (audio src) must use. */
export function publicApiBaseUrl(): string {
  return process.env.NEXT_PUBLIC_API_URL || '/api/v3';
}

export function apiBaseUrl(): string {
  if (isBrowser()) return publicApiBaseUrl();
  return serverBaseUrl(process.env.INTERNAL_API_URL, process.env.NEXT_PUBLIC_API_URL, '/api/v3');
}

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

function notifyAuthFailure(error: unknown): void {
  for (const listener of authFailureListeners) {
    try {
      listener(error);
    } catch {
      // A broken listener must not stop the others nor change how the request fails.
    }
  }
}

export const api = axios.create({ baseURL: apiBaseUrl(), withCredentials: true });

api.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

// A separate bare client: the refresh must carry only the httpOnly cookie, never a Bearer header,
// and its own 401 must not re-enter the refresh logic below.
const refreshClient = axios.create({ withCredentials: true });
let refreshing: Promise<string> | null = null;

/** One refresh at a time: every 401 that arrives while it runs waits on the same promise. */
function refreshAccessToken(): Promise<string> {
  refreshing ??= refreshClient
    .post('/auth/refresh', undefined, { baseURL: api.defaults.baseURL })
    .then(({ data }) => {
      const { access_token } = parseReply(refreshResultSchema, data, 'POST /auth/refresh');
      setAccessToken(access_token);
      return access_token;
    })
    .catch((error: unknown) => {
      notifyAuthFailure(error);
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

// A 401 from the auth calls means wrong credentials or a dead session, not an expired token:
// refreshing there would turn a mistyped password into a forced logout.
const isAuthCall = (url: string | undefined) => /^\/?auth\//.test(url ?? '');

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || error.response?.status !== 401) throw error;
  const config = error.config as RetriableConfig | undefined;
  const stored = getAccessToken();
  if (!config || config._retried || isAuthCall(config.url) || !stored) throw error;
  config._retried = true;

  let token = stored;
  // Sent with an older token than the one stored: another request already refreshed, just retry.
  if (config.headers.get('Authorization') === `Bearer ${stored}`) {
    try {
      token = await refreshAccessToken();
    } catch {
      // Waiting requests fail with their own 401, so callers see the status and message they expect.
      throw error;
    }
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  return api.request(config);
});

/** The HTTP status a failed call answered with; undefined when it never got an answer. */
export const apiErrorStatus = (error: unknown): number | undefined => (isAxiosError(error) ? error.response?.status : undefined);

export const NETWORK_ERROR_MESSAGE = 'Network error, please try again.';

/** The text to show for a failed call: the API's `message`, else something a person can read. */
export function apiErrorMessage(error: unknown): string {
  if (isAxiosError(error)) {
    if (!error.response) return NETWORK_ERROR_MESSAGE;
    const message = (error.response.data as { message?: unknown } | null | undefined)?.message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length > 0) return message.map(String).join(', ');
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong, please try again.';
}
