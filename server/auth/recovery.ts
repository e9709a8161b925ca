import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { recoverResetSchema, recoverSchema, recoverVerifySchema } from '@/lib/contracts/auth';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { invalid } from '../core/errors';
import { config } from '../core/config';
import type { Requester } from '../core/requester';
import { decoyCodeHash, hashCode, newCode, randomToken } from './crypto';
import { assertCanDeliver, deliverInBackground } from './delivery';
import { CODE_TTL_MINUTES, RESET_TTL_MINUTES } from './limits';
import { codeMessage, resetLinkMessage } from './messages';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { revokeUserSessions } from './sessions';
import { assertRecoveryOpen, withinRecoveryGuesses } from './recovery-guesses';
import { limitAccountChange, limitCodeCheck, limitSend } from './throttle';
import { findUserByDestination, getUser } from './users';
import { closePasswordSteps, consume, createVerification, endOpenSteps, minutesFromNow, openByToken, spendCode } from './verifications';

export const RECOVER_EMAIL_MESSAGE = 'If an account uses this email, we sent it a link to reset the password.';
export const RECOVER_PHONE_MESSAGE = 'If an account uses this number, we sent it a 4-digit code.';
export const RESET_LINK_INVALID = 'This reset link has expired or was already used.';
const RECOVER_CODE_INVALID = 'This code has expired. Please request a new one.';

/** Mails `email` a link that resets the account's password, valid RESET_TTL_MINUTES (sent after the caller's answer). */
export async function sendResetLink(user: { id: number; username: string }, email: string): Promise<void> {
  const token = randomToken();
  await createVerification({ purpose: 'reset', userId: user.id, destination: email, token, expiresAt: minutesFromNow(RESET_TTL_MINUTES) });
  const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  deliverInBackground('email', email, resetLinkMessage(user.username, link));
}

/**
 * v3 POST /auth/recover. Nothing in the answer, its timing (messages go out after it) or the limits differs
 * between a known and an unknown address: email always gets the same message, phone always an sms_token,
 * backed by a decoy no code matches when no account has the number. A number has one open code at a time: a new
 * one ends the ones before, so codes cannot be collected and guessed at side by side.
 */
export async function startRecovery(
  requester: Requester,
  input: z.infer<typeof recoverSchema>,
): Promise<{ message: string; sms_token?: string }> {
  if ('email' in input) {
    assertCanDeliver('email');
    await limitSend(requester, 'recover', input.email);
    const user = await findUserByDestination('email', input.email);
    if (user) await sendResetLink(user, input.email);
    return { message: RECOVER_EMAIL_MESSAGE };
  }
  assertCanDeliver('sms');
  await assertRecoveryOpen(input.phone);
  await limitSend(requester, 'recover', input.phone);
  const user = await findUserByDestination('phone', input.phone);
  const code = newCode();
  const smsToken = randomToken();
  await endOpenSteps('recover', input.phone);
  await createVerification({
    purpose: 'recover',
    userId: user?.id ?? null,
    destination: input.phone,
    token: smsToken,
    codeHash: user ? hashCode(code) : decoyCodeHash(),
    expiresAt: minutesFromNow(CODE_TTL_MINUTES),
  });
  if (user) deliverInBackground('sms', input.phone, codeMessage('recover', code));
  return { message: RECOVER_PHONE_MESSAGE, sms_token: smsToken };
}

/** v3 POST /auth/recover/verify: the right code trades the sms_token for a reset token. */
export async function verifyRecoveryCode(requester: Requester, input: z.infer<typeof recoverVerifySchema>): Promise<{ token: string }> {
  await limitCodeCheck(requester, input.sms_token);
  const row = await openByToken('recover', input.sms_token);
  if (!row) throw invalid(RECOVER_CODE_INVALID);
  const token = randomToken();
  await withinRecoveryGuesses(row, () =>
    spendCode(row, input.code, async (tx) => {
      if (!row.userId || !(await consume(row.id, tx))) throw invalid(RECOVER_CODE_INVALID);
      await createVerification({ purpose: 'reset', userId: row.userId, token, expiresAt: minutesFromNow(RESET_TTL_MINUTES) }, tx);
    }),
  );
  return { token };
}

async function openReset(token: string) {
  const row = await openByToken('reset', token);
  if (!row?.userId) throw invalid(RESET_LINK_INVALID);
  return { row, user: await getUser(row.userId) };
}

/** v3 POST /auth/recover/info: whose password the link resets, for the reset page to greet them. */
export async function recoveryInfo(requester: Requester, token: string): Promise<{ username: string }> {
  await limitCodeCheck(requester, token);
  const { user } = await openReset(token);
  return { username: user.username };
}

/**
 * v3 POST /auth/recover/reset. The new password, the spent token, every open session ended and every other
 * pending step of the account (other links, 2FA log-ins begun with the old password) closed: one transaction.
 */
export async function resetPassword(requester: Requester, input: z.infer<typeof recoverResetSchema>): Promise<{ message: string }> {
  await limitAccountChange(requester);
  const { row, user } = await openReset(input.token);
  await assertAcceptablePassword(input.password, [user.username, user.fullname, user.email, user.phone]);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (!(await consume(row.id, tx))) throw invalid(RESET_LINK_INVALID);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeUserSessions(user.id, 'password reset', tx);
    await closePasswordSteps(tx, user.id);
  });
  return { message: 'Your password has been changed. Please log in with your new password.' };
}
