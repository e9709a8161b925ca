import type { IncomingMessage } from 'node:http';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { OTP_LENGTH, type TwoFactorChannel } from '@/lib/contracts/auth';
import { getDb } from '../db/client';
import { verifications } from '../db/schema';
import { invalid } from '../core/errors';
import { hashCode, newCode } from './crypto';
import { assertCanDeliver, deliver } from './delivery';
import { CODE_TTL_MINUTES, SECOND_FACTOR_STEP_TTL_MINUTES } from './limits';
import { codeMessage } from './messages';
import { markSecondFactor, type AuthUser } from './sessions';
import { limitCodeCheck, limitTwoFactorCodeSend } from './throttle';
import { getUser } from './users';
import { CODE_MESSAGES, consume, createVerification, minutesFromNow, replaceCode, spendCode } from './verifications';

// A logged-in session passing a second factor after its log-in: a code sent on the account's two-factor channel, as a
// log-in's is, and typed back by the same session. The console asks for it (server/admin/console.ts); turning codes
// on in the account's settings does not count, since the password alone does that.

const NOWHERE_TO_SEND = 'This account has nowhere to send a code to.';
const SECOND_FACTOR_PASSED = 'Code confirmed.';

/** The newest open step of a session; with `lastingMinutes`, only one still open that long from now. */
async function openStep(sessionId: number, lastingMinutes = 0) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.purpose, 'second-factor'),
        eq(verifications.sessionId, sessionId),
        isNull(verifications.consumedAt),
        gt(verifications.expiresAt, minutesFromNow(lastingMinutes)),
      ),
    )
    .orderBy(desc(verifications.id))
    .limit(1);
  return row;
}

/**
 * Sends the caller's session a code on the account's own channel (a new one replaces the one before, with fresh
 * tries), under the same limits as a log-in's codes.
 */
export async function sendSecondFactorCode(req: IncomingMessage, caller: AuthUser): Promise<{ message: string; channel: TwoFactorChannel }> {
  const user = await getUser(caller.id);
  const channel = user.twoFactorChannel;
  const destination = channel === 'sms' ? user.phone : user.email;
  if (!destination) throw invalid(NOWHERE_TO_SEND);
  assertCanDeliver(channel);
  const step =
    (await openStep(caller.sessionId, CODE_TTL_MINUTES)) ??
    (await createVerification({ purpose: 'second-factor', userId: user.id, sessionId: caller.sessionId, destination, expiresAt: minutesFromNow(SECOND_FACTOR_STEP_TTL_MINUTES) }));
  await limitTwoFactorCodeSend(req, step.id, user.id);
  const code = newCode();
  await replaceCode(step.id, hashCode(code));
  await deliver(channel, destination, codeMessage('second-factor', code));
  const where = channel === 'sms' ? 'phone' : 'email';
  return { message: `We sent a ${OTP_LENGTH}-digit code to your ${where}. It expires in ${CODE_TTL_MINUTES} minutes.`, channel };
}

/** The right code marks the caller's session as having passed a second factor now; the code is then spent. */
export async function confirmSecondFactor(req: IncomingMessage, caller: AuthUser, code: string): Promise<{ message: string; second_factor_at: string }> {
  await limitCodeCheck(req, `second-factor:${caller.sessionId}`);
  const step = await openStep(caller.sessionId);
  if (!step) throw invalid(CODE_MESSAGES.notSent);
  const passedAt = await spendCode(step, code, async (tx) => {
    if (!(await consume(step.id, tx))) throw invalid(CODE_MESSAGES.used);
    return markSecondFactor(tx, caller.sessionId);
  });
  return { message: SECOND_FACTOR_PASSED, second_factor_at: passedAt.toISOString() };
}
