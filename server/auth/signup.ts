import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  USERNAME_TAKEN_MESSAGE,
  usernameSchema,
  type LoginResult,
  type signupOtpSchema,
  type signupSchema,
  type signupVerifySchema,
} from '@/lib/contracts/auth';
import { getDb } from '../db/client';
import { users, verifications } from '../db/schema';
import { invalid, conflict } from '../core/errors';
import type { WithCookies } from '../core/cookies';
import { ipHash, type Requester } from '../core/requester';
import { enforceRateLimit } from '../db/rate-limit';
import { decoyCodeHash, hashCode, hashToken, newCode, randomToken } from './crypto';
import { assertCanDeliver, deliver } from './delivery';
import { CODE_TTL_MINUTES, SIGNUP_TOKEN_TTL_MINUTES, usernameChecksPerIp } from './limits';
import { alreadyRegisteredMessage, codeMessage } from './messages';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { openSession, sessionAnswer } from './login-result';
import { limitAccountChange, limitCodeCheck, limitSend } from './throttle';
import { findUserByDestination, isUniqueViolation, isUsernameTaken } from './users';
import { CODE_MESSAGES, consume, createAndSend, latestForDestination, minutesFromNow, openByToken, spendCode } from './verifications';

type Contact = z.infer<typeof signupOtpSchema>;
const destinationOf = (c: Contact) => (c.way === 'email' ? c.email : c.phone);
const channelOf = (c: Contact): 'email' | 'sms' => (c.way === 'email' ? 'email' : 'sms');

export const SIGNUP_CODE_SENT = `We sent you a 4-digit code. It expires in ${CODE_TTL_MINUTES} minutes.`;
const SIGNUP_TOKEN_INVALID = 'Your sign-up has expired. Please start again and confirm your email or phone.';

/**
 * v2.0 POST /signup/otp. An address that already has an account gets a "you already have an account"
 * message instead of a code, and a decoy code nobody can match: the answer and what follows look the same.
 */
export async function sendSignupCode(requester: Requester, contact: Contact): Promise<{ message: string }> {
  const destination = destinationOf(contact);
  assertCanDeliver(channelOf(contact));
  await limitSend(requester, 'signup', destination);
  const existing = await findUserByDestination(contact.way, destination);
  const code = newCode();
  await createAndSend(
    { purpose: 'signup', destination, codeHash: existing ? decoyCodeHash() : hashCode(code), expiresAt: minutesFromNow(CODE_TTL_MINUTES) },
    () => deliver(channelOf(contact), destination, existing ? alreadyRegisteredMessage() : codeMessage('signup', code)),
  );
  return { message: SIGNUP_CODE_SENT };
}

/**
 * v2.0 POST /signup/verify: a right code turns into a signup_token for the Account Setup step. Only a pending
 * code counts: the spent one of an address that signed up long ago must answer like an address never seen.
 */
export async function verifySignupCode(requester: Requester, input: z.infer<typeof signupVerifySchema>): Promise<{ signup_token: string }> {
  await limitCodeCheck(requester, destinationOf(input));
  const row = await latestForDestination('signup', destinationOf(input));
  if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now()) throw invalid(CODE_MESSAGES.notSent);
  const token = randomToken();
  await spendCode(row, input.code, async (tx) => {
    await tx
      .update(verifications)
      .set({ tokenHash: hashToken(token), expiresAt: minutesFromNow(SIGNUP_TOKEN_TTL_MINUTES) })
      .where(eq(verifications.id, row.id));
  });
  return { signup_token: token };
}

/**
 * v2.0 POST /signup. The user row, the spent signup_token and the first session are one transaction:
 * if anything fails (the username taken a moment ago, say) the token still works for another try.
 */
export async function completeSignup(requester: Requester, input: z.infer<typeof signupSchema>): Promise<WithCookies<LoginResult>> {
  await limitAccountChange(requester);
  const pending = await openByToken('signup', input.signup_token);
  if (!pending || pending.codeHash || !pending.destination) throw invalid(SIGNUP_TOKEN_INVALID);
  if (await isUsernameTaken(input.username)) throw conflict(USERNAME_TAKEN_MESSAGE);
  const isEmail = pending.destination.includes('@');
  await assertAcceptablePassword(input.password, [input.username, input.fullname, pending.destination]);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  try {
    const opened = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          fullname: input.fullname,
          email: isEmail ? pending.destination : null,
          phone: isEmail ? null : pending.destination,
          passwordHash,
          twoFactorChannel: isEmail ? 'email' : 'sms',
        })
        .returning();
      if (!(await consume(pending.id, tx, { userId: user.id }))) throw invalid(SIGNUP_TOKEN_INVALID);
      return openSession(tx, requester, user, 'sign-up');
    });
    return sessionAnswer(opened);
  } catch (error) {
    if (isUniqueViolation(error, 'username')) throw conflict(USERNAME_TAKEN_MESSAGE);
    if (isUniqueViolation(error, 'email') || isUniqueViolation(error, 'phone')) {
      throw conflict(`An account with this ${isEmail ? 'email' : 'phone number'} already exists. Please log in.`);
    }
    throw error;
  }
}

/**
 * v2.0 GET /user/name. The sign-up form needs to know whether a username is free, which necessarily tells
 * whether it exists; a per-IP limit keeps that from becoming a bulk directory.
 */
export async function usernameAvailability(requester: Requester, search: string): Promise<{ available: boolean }> {
  await enforceRateLimit(`auth:username:${ipHash(requester)}`, usernameChecksPerIp());
  const valid = usernameSchema.safeParse(search);
  if (!valid.success) throw invalid(valid.error.issues[0].message);
  return { available: !(await isUsernameTaken(valid.data)) };
}
