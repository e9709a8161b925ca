import { AppError, isAppError } from '../core/errors';
import { withCookies, type WithCookies } from '../core/cookies';
import { refreshCookie, type SessionCredentials } from './credentials';
import { signAccessToken, verifyAccessToken } from './jwt';
import { refreshSession, revokeSession, sessionByApiToken, sessionOfRefreshToken } from './sessions';

/**
 * v3 POST /auth/refresh (cookie only). Rotates the refresh cookie and answers a new access token. Inside the
 * grace window a request holding the just-rotated token gets an access token but no cookie (see sessions.ts).
 */
export async function refresh(refreshToken: string | undefined): Promise<WithCookies<{ access_token: string }>> {
  try {
    const outcome = await refreshSession(refreshToken);
    const accessToken = await signAccessToken({ userId: outcome.userId, sessionId: outcome.sessionId });
    return outcome.kind === 'rotated' ? withCookies({ access_token: accessToken }, refreshCookie(outcome.refreshToken)) : withCookies({ access_token: accessToken });
  } catch (error) {
    // A dead cookie is of no more use to the browser: drop it along with the 401.
    if (isAppError(error, 'unauthenticated')) throw new AppError(error.kind, error.message, { ...error.details, cookies: [refreshCookie(null)] });
    throw error;
  }
}

/**
 * v3 POST /auth/logout. Ends every session it can identify (the cookie's family, the bearer token's even when
 * expired, the v2.0 api_token's) and clears the cookie. Succeeds with nothing to end, so a client can always
 * call it.
 */
export async function logout(credentials: SessionCredentials): Promise<WithCookies<undefined>> {
  const ended = new Set<number>();
  if (credentials.refreshToken) {
    const sessionId = await sessionOfRefreshToken(credentials.refreshToken);
    if (sessionId) ended.add(sessionId);
  }
  const claims = credentials.bearer ? await verifyAccessToken(credentials.bearer, { ignoreExpiry: true }) : null;
  if (claims) ended.add(claims.sessionId);
  if (credentials.apiToken) {
    const session = await sessionByApiToken(credentials.apiToken);
    if (session) ended.add(session.sessionId);
  }
  for (const sessionId of ended) await revokeSession(sessionId, 'logout');
  return withCookies(undefined, refreshCookie(null));
}
