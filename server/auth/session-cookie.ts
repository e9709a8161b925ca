import type { NextApiRequest, NextApiResponse } from 'next';
import { isAppError } from '../core/errors';
import { clearRefreshCookie, readBearer, readRefreshCookie, setRefreshCookie } from './credentials';
import { signAccessToken, verifyAccessToken } from './jwt';
import { refreshSession, revokeSession, sessionByApiToken, sessionOfRefreshToken } from './sessions';

/**
 * v3 POST /auth/refresh (cookie only). Rotates the refresh cookie and answers a new access token. Inside the
 * grace window a request holding the just-rotated token gets an access token but no cookie (see sessions.ts).
 */
export async function refresh(req: NextApiRequest, res: NextApiResponse): Promise<{ access_token: string }> {
  try {
    const outcome = await refreshSession(readRefreshCookie(req));
    const accessToken = await signAccessToken({ userId: outcome.userId, sessionId: outcome.sessionId });
    if (outcome.kind === 'rotated') setRefreshCookie(req, res, outcome.refreshToken);
    return { access_token: accessToken };
  } catch (error) {
    // A dead cookie is of no more use to the browser: drop it along with the 401.
    if (isAppError(error, 'unauthenticated')) clearRefreshCookie(req, res);
    throw error;
  }
}

/**
 * v3 POST /auth/logout. Ends every session it can identify (the cookie's family, the bearer token's even when
 * expired, the v2.0 api_token's) and clears the cookie. Succeeds with nothing to end, so a client can always
 * call it.
 */
export async function logout(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const ended = new Set<number>();
  const cookie = readRefreshCookie(req);
  if (cookie) {
    const sessionId = await sessionOfRefreshToken(cookie);
    if (sessionId) ended.add(sessionId);
  }
  const bearer = readBearer(req);
  const claims = bearer ? await verifyAccessToken(bearer, { ignoreExpiry: true }) : null;
  if (claims) ended.add(claims.sessionId);
  const apiToken = req.headers['x-auth-token'];
  if (typeof apiToken === 'string' && apiToken) {
    const session = await sessionByApiToken(apiToken);
    if (session) ended.add(session.sessionId);
  }
  for (const sessionId of ended) await revokeSession(sessionId, 'logout');
  clearRefreshCookie(req, res);
}
