import type { LoginResult } from '@/lib/contracts/auth';
import { withCookies, type WithCookies } from '../core/cookies';
import { forbidden } from '../core/errors';
import type { Requester } from '../core/requester';
import type { Db } from '../db/client';
import { refreshCookie } from './credentials';
import { signAccessToken } from './jwt';
import { createSession, type SessionStart } from './sessions';
import { toMe, type UserRow } from './users';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OpenedSession {
  result: LoginResult;
  refreshToken: string;
}

export const SUSPENDED_MESSAGE = 'This account is suspended. Write to us through the contact page if you think this is a mistake.';

/** Refuses a suspended account (the console suspends): only once its owner proved who they are, so nobody else learns it. */
export function assertNotSuspended(user: Pick<UserRow, 'suspendedAt'>): void {
  if (user.suspendedAt) throw forbidden(SUSPENDED_MESSAGE);
}

/**
 * A new session for a user who just proved who they are, `startedWith` saying how (and, for a two-factor code, where
 * the code went): access token, v2.0 api_token and refresh token.
 */
export async function openSession(tx: Db | Tx, requester: Requester, user: UserRow, startedWith: SessionStart, codeTo: string | null = null): Promise<OpenedSession> {
  assertNotSuspended(user);
  const session = await createSession(tx, user.id, requester.userAgent, startedWith, codeTo);
  const accessToken = await signAccessToken({ userId: user.id, sessionId: session.sessionId });
  return {
    result: { access_token: accessToken, api_token: session.apiToken, user: toMe(user) },
    refreshToken: session.refreshToken,
  };
}

/** The answer of a session opened: called only once it is committed, so a rolled-back one's cookie never reaches the browser. */
export const sessionAnswer = (opened: OpenedSession): WithCookies<LoginResult> => withCookies(opened.result, refreshCookie(opened.refreshToken));
