import type { CookieChange } from '../core/cookies';
import { REFRESH_TTL_SECONDS } from './sessions';

// The refresh cookie, as the transport is asked to set it (server/http/cookies.ts writes it).

export const REFRESH_COOKIE = 'refresh_token';

/** The refresh cookie holding `token`, or cleared (null). Sent only to the API: pages never need it, and every API version lives under /api. */
export const refreshCookie = (token: string | null): CookieChange => ({ name: REFRESH_COOKIE, value: token, path: '/api', maxAge: REFRESH_TTL_SECONDS, sameSite: 'Lax' });

/** What a request may hold of a session, each read off it by the transport. */
export interface SessionCredentials {
  /** The refresh cookie's value. */
  refreshToken?: string;
  /** A v3 Bearer access token. */
  bearer?: string;
  /** A v2.0 X-Auth-Token. */
  apiToken?: string;
}
