import { withCookies, type WithCookies } from '../core/cookies';
import type { AuthUser } from '../auth/sessions';
import { refreshCookie } from '../auth/credentials';
import { revokeUserSessions } from '../auth/sessions';

/**
 * v3 DELETE /users/me/sessions: log out on every device, this one included. Every refresh token, access token
 * and v2.0 api_token of the account stops working at once (each call checks its session).
 */
export async function endEverySession(caller: AuthUser): Promise<WithCookies<undefined>> {
  await revokeUserSessions(caller.id, 'logged out everywhere');
  return withCookies(undefined, refreshCookie(null));
}
