import { and, eq } from 'drizzle-orm';
import { OTP_LENGTH, type TwoFactorChannel } from '@/lib/contracts/auth';
import { SECOND_FACTOR_CODES, SECOND_FACTOR_FRESH_MINUTES, type SecondFactorReason } from '@/lib/second-factor';
import { recordAudit } from '../admin/audit';
import { getDb } from '../db/client';
import { sessions, verifications } from '../db/schema';
import { AppError, forbidden, invalid } from '../core/errors';
import type { Requester } from '../core/requester';
import { hashCode, newCode } from './crypto';
import { assertCanDeliver, deliver } from './delivery';
import { CODE_TTL_MINUTES, loginCodeSends, SECOND_FACTOR_STEP_TTL_MINUTES } from './limits';
import { codeMessage } from './messages';
import { ROLE_NEEDED, rolesOf } from './roles';
import { markSecondFactor, type AuthUser } from './sessions';
import { limitCodeCheck, limitTwoFactorCodeSend } from './throttle';
import { getUser, type UserRow } from './users';
import { CODE_MESSAGES, consume, createVerification, minutesFromNow, newestStep, openUntil, replaceCode, spendCode } from './verifications';

// A logged-in session passing a second factor after its log-in: a code sent on the account's two-factor channel, as a
// log-in's is, and typed back by the same session. The console asks for it (server/admin/console.ts), and so do a team
// account's changes to where its codes go (assertFreshSecondFactor); turning codes on in the account's settings does
// not count, since the password alone does that. See docs/product.md, The console, and docs/product.md, Account settings.

const NOWHERE_TO_SEND = 'This account has nowhere to send a code to.';
const SECOND_FACTOR_PASSED = 'Code confirmed.';
export const TEAM_CHANGE_CODE_NEEDED = `Changing this on a team account needs a two-factor code from the last ${SECOND_FACTOR_FRESH_MINUTES} minutes. Enter the code we send you to go on.`;

/** A 403 that says a two-factor code is wanted, and why in its `code`: the site asks for one and tries again. */
export const secondFactorRefusal = (reason: SecondFactorReason, message: string) => new AppError('forbidden', message, { extra: { code: SECOND_FACTOR_CODES[reason] } });

/** Whether a second factor passed at `at` is recent enough for the acts that want a fresh one. */
export const passedLately = (at: Date | null): at is Date => !!at && Date.now() - at.getTime() <= SECOND_FACTOR_FRESH_MINUTES * 60_000;

/** Moderators and admins (ADMIN_EMAILS included): the accounts whose sessions step up. */
const isTeam = (user: UserRow) => rolesOf(user).includes('moderator');

/**
 * Where the account's two-factor codes go, whether or not they are on: its channel's address (email unless SMS was
 * chosen), or the account's other address when that channel has none.
 */
function twoFactorDestination(user: UserRow): { channel: TwoFactorChannel; to: string } | null {
  const [first, second] = user.twoFactorChannel === 'sms' ? (['sms', 'email'] as const) : (['email', 'sms'] as const);
  const to = (channel: TwoFactorChannel) => (channel === 'sms' ? user.phone : user.email);
  const channel = to(first) ? first : to(second) ? second : null;
  return channel ? { channel, to: to(channel)! } : null;
}

/** The channel an address belongs to: phone numbers are stored as +1 and ten digits, emails have an @. */
const channelOfAddress = (to: string): TwoFactorChannel => (to.startsWith('+') ? 'sms' : 'email');

/** The newest open step of a session; with `lastingMinutes`, only one still open that long from now. */
function openStep(sessionId: number, lastingMinutes = 0) {
  return newestStep(eq(verifications.purpose, 'second-factor'), eq(verifications.sessionId, sessionId), ...openUntil(minutesFromNow(lastingMinutes)));
}

/** The caller's account, if it is a team account: nobody else steps up. */
async function teamMember(caller: AuthUser): Promise<UserRow> {
  const user = await getUser(caller.id);
  if (!isTeam(user)) throw forbidden(ROLE_NEEDED.moderator);
  return user;
}

/**
 * Sends the caller's session a code on the account's own channel, codes on or off (a new one replaces the one before,
 * with fresh tries, and goes where codes go now), under the same limits as a log-in's codes.
 */
export async function sendSecondFactorCode(requester: Requester, caller: AuthUser): Promise<{ message: string; channel: TwoFactorChannel }> {
  const user = await teamMember(caller);
  const destination = twoFactorDestination(user);
  if (!destination) throw invalid(NOWHERE_TO_SEND);
  const { channel, to } = destination;
  assertCanDeliver(channel);
  const step =
    (await openStep(caller.sessionId, CODE_TTL_MINUTES)) ??
    (await createVerification({ purpose: 'second-factor', userId: user.id, sessionId: caller.sessionId, destination: to, expiresAt: minutesFromNow(SECOND_FACTOR_STEP_TTL_MINUTES) }));
  const where = channel === 'sms' ? 'phone' : 'email';
  // A code sent to the same place moments ago still serves (the console reloaded, a second screen asking at once):
  // it is not sent again, and asking is no failure. Resending after that is under the limits.
  const sentAgo = step.codeHash && step.codeExpiresAt && step.destination === to ? CODE_TTL_MINUTES * 60 - (step.codeExpiresAt.getTime() - Date.now()) / 1000 : Infinity;
  if (sentAgo < loginCodeSends().perLogIn.windowSeconds)
    return { message: `We sent a ${OTP_LENGTH}-digit code to your ${where} ${Math.max(1, Math.round(sentAgo))} s ago. It expires in ${CODE_TTL_MINUTES} minutes.`, channel };
  await limitTwoFactorCodeSend(requester, step.id, user.id);
  const code = newCode();
  await replaceCode(step.id, hashCode(code), to);
  await deliver(channel, to, codeMessage('second-factor', code));
  return { message: `We sent a ${OTP_LENGTH}-digit code to your ${where}. It expires in ${CODE_TTL_MINUTES} minutes.`, channel };
}

/**
 * The right code marks the caller's session as having passed a second factor now, with the address the code went to;
 * the code is then spent, and the audit log records the step.
 */
export async function confirmSecondFactor(requester: Requester, caller: AuthUser, code: string): Promise<{ message: string; second_factor_at: string }> {
  const user = await teamMember(caller);
  await limitCodeCheck(requester, `second-factor:${caller.sessionId}`);
  const step = await openStep(caller.sessionId);
  if (!step) throw invalid(CODE_MESSAGES.notSent);
  const passedAt = await spendCode(step, code, async (tx) => {
    if (!(await consume(step.id, tx))) throw invalid(CODE_MESSAGES.used);
    const at = await markSecondFactor(tx, caller.sessionId, step.destination);
    await recordAudit(tx, { id: user.id, username: user.username, roles: rolesOf(user), ip: requester.ip }, {
      action: 'session.second_factor',
      target: { type: 'session', id: caller.sessionId },
      after: { second_factor_at: at.toISOString(), channel: step.destination ? channelOfAddress(step.destination) : null },
    });
    return at;
  });
  return { message: SECOND_FACTOR_PASSED, second_factor_at: passedAt.toISOString() };
}

/**
 * On a team account, a change of the email or phone, of the two-factor channel, or turning codes off needs the
 * caller's session to have passed a second factor in the last few minutes, with a code that went where codes go now:
 * otherwise whoever knows only the password could move the codes to an address of their own and step up there.
 */
export async function assertFreshSecondFactor(caller: AuthUser, user: UserRow): Promise<void> {
  if (!isTeam(user)) return;
  const db = await getDb();
  const [session] = await db
    .select({ at: sessions.secondFactorAt, to: sessions.secondFactorTo })
    .from(sessions)
    .where(and(eq(sessions.id, caller.sessionId), eq(sessions.userId, user.id)));
  const current = twoFactorDestination(user)?.to;
  if (session && passedLately(session.at) && current && session.to === current) return;
  throw secondFactorRefusal('fresh', TEAM_CHANGE_CODE_NEEDED);
}
