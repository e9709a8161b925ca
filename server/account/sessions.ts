import type { NextApiRequest, NextApiResponse } from 'next';
import type { AuthUser } from '../auth/sessions';
import { clearRefreshCookie } from '../auth/credentials';
import { revokeUserSessions } from '../auth/sessions';

/**
 * v3 DELETE /users/me/sessions: log out on every device, this one included. Every refresh token, access token
 * and v2.0 api_token of the account stops working at once (each call checks its session).
 */
export async function endEverySession(req: NextApiRequest, res: NextApiResponse, caller: AuthUser): Promise<void> {
  await revokeUserSessions(caller.id, 'logged out everywhere');
  clearRefreshCookie(req, res);
}
