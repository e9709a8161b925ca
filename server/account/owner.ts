import type { Requester } from '../core/requester';
import { invalid } from '../core/errors';
import { verifyPassword } from '../auth/passwords';
import { loginSucceeded, startLoginAttempt } from '../auth/throttle';
import type { UserRow } from '../auth/users';

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not right.';
export const PASSWORD_WRONG_MESSAGE = 'That password is not right.';

/**
 * The account's password, typed again before it changes or the account goes. Every try counts as a log-in
 * attempt with its username from this IP (server/auth/throttle.ts): a stolen access token guesses no faster than
 * the log-in form. A 400, not a 401: the session is fine, and a 401 would make the site refresh and retry.
 */
export async function proveOwner(requester: Requester, user: UserRow, password: string, wrongMessage: string): Promise<void> {
  const attempt = await startLoginAttempt(requester, user.username);
  if (!(await verifyPassword(user.passwordHash, password))) throw invalid(wrongMessage);
  await loginSucceeded(attempt);
}
