import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { ReplyContractError, apiErrorStatus } from './api-errors';
import { apiBaseUrl } from './api-urls';
import { getAccessToken, notifyAuthFailure, setAccessToken } from './session-token';

// The v3 axios client and the contract check of its answers. Both are loaded on demand (import() in the hooks'
// query and mutation functions): the first screen arrives with its data and needs neither. What the rest of the
// site needs of a call without making one lives apart: errors in api-errors.ts, addresses in api-urls.ts, the
// token in session-token.ts.

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

/**
 * Whether a failed refresh means the session is over: the server refused it (401: the password changed, Log Out
 * Everywhere from another device) or answered something unusable. A refresh that never got an answer, or met a
 * server error, says nothing about the session, which is kept.
 */
function sessionIsOver(error: unknown): boolean {
  return error instanceof ReplyContractError || apiErrorStatus(error) === 401;
}

/** One refresh at a time: every 401 that arrives while it runs waits on the same promise. */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= refreshClient
    .post('/auth/refresh', undefined, { baseURL: api.defaults.baseURL })
    .then(async ({ data }) => {
      // The auth contracts (and zod) load with the first refresh: the analytics and logs that use this client at
      // page load need neither.
      const { refreshResultSchema } = await import('@/lib/contracts/auth');
      const { access_token } = parseReply(refreshResultSchema, data, 'POST /auth/refresh');
      setAccessToken(access_token);
      return access_token;
    })
    .catch((error: unknown) => {
      // Told before any waiting request fails: by the time a caller sees its 401, this browser is logged out.
      if (sessionIsOver(error)) notifyAuthFailure(error);
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
    } catch (refreshError) {
      // An ended session: waiting requests fail with their own 401, so callers see the status and message they
      // expect. A refresh that could not be made (no answer, a server error): with its error, which react-query
      // retries like any network failure, rather than a 401 that would read as a logged-out member.
      throw sessionIsOver(refreshError) ? error : refreshError;
    }
  }
  config.headers.set('Authorization', `Bearer ${token}`);
  return api.request(config);
});
