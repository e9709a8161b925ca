import type { z } from 'zod';
import type { LoginResult, TwoFactorChannel, loginSchema, twoFactorSendSchema, twoFactorVerifySchema } from '@/lib/contracts/auth';
import { getDb } from '../db/client';
import type { WithCookies } from '../core/cookies';
import { AppError, invalid, unauthenticated } from '../core/errors';
import type { Requester } from '../core/requester';
import { hashCode, newCode, randomToken } from './crypto';
import { assertCanDeliver, deliver } from './delivery';
import { CODE_TTL_MINUTES, LOGIN_2FA_TTL_MINUTES } from './limits';
import { assertNotSuspended, openSession, sessionAnswer } from './login-result';
import { codeMessage } from './messages';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { sweepExpired } from './sweep';
import { limitCodeCheck, limitTwoFactorCodeSend, loginSucceeded, startLoginAttempt } from './throttle';
import { findUserByLogin, getUser } from './users';
import { consume, createVerification, minutesFromNow, openByToken, replaceCode, spendCode } from './verifications';

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';
const LOGIN_STEP_EXPIRED = 'Your log-in has expired. Please log in again.';

/** The 428 of a log-in that needs its second factor: the error shape plus the pending token and channel. */
export class TwoFactorRequiredError extends AppError {
  constructor(
    readonly token: string,
    readonly sms: boolean,
  ) {
    super('second-factor', 'Two-factor authentication required', { extra: { token, sms } });
  }
}

/** v3 POST /auth/login. Unknown account and wrong password answer alike, and take about as long. */
export async function login(requester: Requester, input: z.infer<typeof loginSchema>): Promise<WithCookies<LoginResult>> {
  await sweepExpired();
  const user = await findUserByLogin(input.user);
  const attempt = await startLoginAttempt(requester, input.user);
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, input.pass);
  else await burnPasswordCheck(input.pass);
  if (!user || !ok) throw unauthenticated(INVALID_LOGIN_MESSAGE);
  await loginSucceeded(attempt);
  assertNotSuspended(user);
  if (user.twoFactorEnabled) {
    const token = randomToken();
    await createVerification({ purpose: 'login', userId: user.id, token, expiresAt: minutesFromNow(LOGIN_2FA_TTL_MINUTES) });
    throw new TwoFactorRequiredError(token, user.twoFactorChannel === 'sms');
  }
  return sessionAnswer(await openSession(await getDb(), requester, user, 'password'));
}

async function pendingLogin(token: string) {
  const pending = await openByToken('login', token);
  if (!pending?.userId) throw invalid(LOGIN_STEP_EXPIRED);
  return { pending, user: await getUser(pending.userId) };
}

/** v3 POST /auth/2fa: sends (or sends again) the code of a pending log-in, on the account's own channel. */
export async function sendTwoFactorCode(
  requester: Requester,
  input: z.infer<typeof twoFactorSendSchema>,
): Promise<{ message: string; channel: TwoFactorChannel }> {
  const { pending, user } = await pendingLogin(input.token);
  if (input.channel !== user.twoFactorChannel) {
    throw invalid(`Codes for this account are sent by ${user.twoFactorChannel === 'sms' ? 'SMS' : 'email'}.`);
  }
  const destination = input.channel === 'sms' ? user.phone : user.email;
  if (!destination) throw invalid('This account has nowhere to send a code to.');
  assertCanDeliver(input.channel === 'sms' ? 'sms' : 'email');
  await limitTwoFactorCodeSend(requester, pending.id, user.id);
  const code = newCode();
  await replaceCode(pending.id, hashCode(code), destination);
  await deliver(input.channel === 'sms' ? 'sms' : 'email', destination, codeMessage('login', code));
  return { message: `We sent you a 4-digit code. It expires in ${CODE_TTL_MINUTES} minutes.`, channel: input.channel };
}

/** v3 POST /auth/verify: the right code completes the log-in; the pending token is then spent. */
export async function verifyTwoFactor(requester: Requester, input: z.infer<typeof twoFactorVerifySchema>): Promise<WithCookies<LoginResult>> {
  await limitCodeCheck(requester, input.token);
  const { pending, user } = await pendingLogin(input.token);
  const opened = await spendCode(pending, input.code, async (tx) => {
    if (!(await consume(pending.id, tx))) throw invalid(LOGIN_STEP_EXPIRED);
    return openSession(tx, requester, user, 'two-factor', pending.destination);
  });
  return sessionAnswer(opened);
}
