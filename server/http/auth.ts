import type { IncomingMessage } from 'node:http';
import { verifyAccessToken } from '../auth/jwt';
import { REFRESH_COOKIE, type SessionCredentials } from '../auth/credentials';
import { isSessionActive, sessionByApiToken, type AuthUser } from '../auth/sessions';
import { readCookies } from './cookies';
import { HttpError } from './errors';
import { settings } from '../core/config';

/** 'required' answers 401 without a live session; 'optional' lets guests through with user = null. */
export type AuthMode = 'required' | 'optional';

export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const INVALID_API_KEY_MESSAGE = 'Invalid API key';

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** The fixed key the v2.0 clients send. It names the client; it is public (shipped to browsers), not a secret. */
export function assertApiKey(req: IncomingMessage): void {
  if (header(req, 'x-api-key') !== settings().API_V2_KEY) throw new HttpError(401, INVALID_API_KEY_MESSAGE);
}

/** The v3 access token of `Authorization: Bearer <token>`. */
function readBearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = /^Bearer\s+(\S+)$/i.exec((Array.isArray(header) ? header[0] : header)?.trim() ?? '');
  return match?.[1];
}

/** Every credential of a session the request holds, for a log-out to end them all. */
export const sessionCredentials = (req: IncomingMessage): SessionCredentials => ({
  refreshToken: refreshTokenOf(req),
  bearer: readBearer(req),
  apiToken: header(req, 'x-auth-token'),
});

/** The refresh cookie's value. */
export const refreshTokenOf = (req: IncomingMessage): string | undefined => readCookies(req)[REFRESH_COOKIE] || undefined;

async function fromBearer(token: string): Promise<AuthUser | null> {
  const claims = await verifyAccessToken(token);
  if (!claims || !(await isSessionActive(claims.sessionId, claims.userId))) return null;
  return { id: claims.userId, sessionId: claims.sessionId };
}

async function fromApiToken(token: string): Promise<AuthUser | null> {
  const session = await sessionByApiToken(token);
  return session && { id: session.userId, sessionId: session.sessionId };
}

/**
 * Resolves the caller for a route: v3 reads `Authorization: Bearer <access_token>`, v2.0 reads `X-Auth-Token`.
 * A credential that is present but dead (expired, forged, its session logged out) is a 401 even on optional
 * routes, so a client refreshes instead of silently seeing the guest view.
 */
export async function authenticate(req: IncomingMessage, mode: AuthMode, v2: boolean): Promise<AuthUser | null> {
  const token = v2 ? header(req, 'x-auth-token') : readBearer(req);
  if (!token) {
    if (mode === 'required') throw new HttpError(401, LOGIN_REQUIRED_MESSAGE);
    return null;
  }
  const user = v2 ? await fromApiToken(token) : await fromBearer(token);
  if (!user) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  return user;
}
