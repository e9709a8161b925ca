import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Requester } from '../core/requester';
import type { UndoChangeResult } from '@/lib/contracts/account';
import type { SignupWay } from '@/lib/contracts/auth';
import { config } from '../core/config';
import { getDb, type Db } from '../db/client';
import { users, verifications } from '../db/schema';
import { invalid, conflict } from '../core/errors';
import { randomToken } from '../auth/crypto';
import { RESET_TTL_MINUTES, UNDO_CHANGE_TTL_DAYS } from '../auth/limits';
import { contactChangedMessage } from '../auth/messages';
import { revokeUserSessions } from '../auth/sessions';
import { limitCodeCheck } from '../auth/throttle';
import { getUser, isUniqueViolation, type UserRow } from '../auth/users';
import { closePasswordSteps, consume, createVerification, minutesFromNow, openByToken, type Verification } from '../auth/verifications';
import { NOUNS, channelOf, otherWay, sendNotice, type Recipient } from './notices';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const UNDO_LINK_INVALID_MESSAGE = 'This link has expired or was already used.';
const LOGGED_OUT = 'and your account has been logged out on every device.';

const purposeOf = (way: SignupWay) => (way === 'email' ? 'undo-email' : 'undo-phone');

/** In the transaction of a change of `way`: the undo link's step, keeping what the field held before. Answers its token. */
export async function recordUndo(tx: Tx, userId: number, way: SignupWay, previous: string | null): Promise<string> {
  const token = randomToken();
  const expiresAt = minutesFromNow(UNDO_CHANGE_TTL_DAYS * 24 * 60);
  await createVerification({ purpose: purposeOf(way), userId, destination: previous, token, expiresAt }, tx);
  return token;
}

/** Once the change is committed: the notice with the link, to `recipient` (changeRecipient of the account before it). */
export function sendUndoLink(recipient: Recipient, before: UserRow, way: SignupWay, token: string): Promise<void> {
  const link = `${config.appUrl}/account/undo-change?token=${encodeURIComponent(token)}`;
  return sendNotice(recipient, contactChangedMessage(before.username, NOUNS[way], !before[way], link));
}

/**
 * Pending changes of email or phone, and the undo links of later changes of the same field, end with this undo:
 * they may be the intruder's. Earlier links of the field stay open, so an intruder cannot close the owner's link
 * by undoing a change of their own.
 */
async function closeLaterChanges(tx: Tx, row: Verification, userId: number): Promise<void> {
  await tx
    .update(verifications)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verifications.userId, userId),
        isNull(verifications.consumedAt),
        or(eq(verifications.purpose, 'contact'), and(eq(verifications.purpose, row.purpose), gt(verifications.id, row.id))),
      ),
    );
}

const undoneMessage = (way: SignupWay, restored: string | null) =>
  restored
    ? `Your ${NOUNS[way]} is ${restored} again, ${LOGGED_OUT}`
    : `The ${NOUNS[way]} added to your account has been removed, ${LOGGED_OUT}`;

/**
 * v3 POST /auth/undo-change, from the link's page, with no session: the token is the proof (stored hashed, once,
 * UNDO_CHANGE_TTL_DAYS). It puts back what the field held before the change, whatever it holds now, and ends every
 * session and every pending step (reset links, log-ins, other changes) in one transaction; the answer carries a
 * fresh reset token, since whoever made the change may know the password. See docs/product.md, Account settings.
 */
export async function undoContactChange(requester: Requester, token: string): Promise<UndoChangeResult> {
  await limitCodeCheck(requester, token);
  const row = (await openByToken('undo-email', token)) ?? (await openByToken('undo-phone', token));
  if (!row?.userId) throw invalid(UNDO_LINK_INVALID_MESSAGE);
  const way: SignupWay = row.purpose === 'undo-email' ? 'email' : 'phone';
  const user = await getUser(row.userId);
  // A field emptied again can carry no codes: they go to the address the account keeps.
  const twoFactorChannel = !row.destination && user.twoFactorChannel === channelOf(way) ? channelOf(otherWay(way)) : user.twoFactorChannel;
  const resetToken = randomToken();
  try {
    await (await getDb()).transaction(async (tx) => {
      if (!(await consume(row.id, tx))) throw invalid(UNDO_LINK_INVALID_MESSAGE);
      await tx
        .update(users)
        .set({ [way]: row.destination, twoFactorChannel, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await revokeUserSessions(user.id, 'contact change undone', tx);
      await closePasswordSteps(tx, user.id);
      await closeLaterChanges(tx, row, user.id);
      await createVerification({ purpose: 'reset', userId: user.id, token: resetToken, expiresAt: minutesFromNow(RESET_TTL_MINUTES) }, tx);
    });
  } catch (error) {
    // The old address was freed by the change, and another account has taken it since.
    if (isUniqueViolation(error, way)) throw conflict(`This ${NOUNS[way]} now belongs to another account, so it cannot be put back.`);
    throw error;
  }
  return { message: undoneMessage(way, row.destination), reset_token: resetToken };
}
