import { eq } from 'drizzle-orm';
import type { Requester } from '../core/requester';
import type { ContactChange } from '@/lib/contracts/account';
import type { Contact, Me } from '@/lib/contracts/auth';
import { users } from '../db/schema';
import { invalid, conflict } from '../core/errors';
import type { AuthUser } from '../auth/sessions';
import { decoyCodeHash, hashCode, newCode } from '../auth/crypto';
import { assertCanDeliver, deliver } from '../auth/delivery';
import { CODE_TTL_MINUTES } from '../auth/limits';
import { codeMessage, contactInUseMessage } from '../auth/messages';
import { assertFreshSecondFactor } from '../auth/second-factor';
import { limitCodeCheck, limitSend } from '../auth/throttle';
import { findUserByDestination, getUser, isUniqueViolation, toMe } from '../auth/users';
import { CODE_MESSAGES, consume, createAndSend, latestForDestination, minutesFromNow, spendCode } from '../auth/verifications';
import { NOUNS, changeRecipient, channelOf } from './notices';
import { CURRENT_PASSWORD_WRONG_MESSAGE, proveOwner } from './owner';
import { recordUndo, sendUndoLink } from './undo-change';

const destinationOf = (c: Contact) => (c.way === 'email' ? c.email : c.phone);

export const contactCodeSent = (c: Contact) =>
  `We sent a 4-digit code to ${destinationOf(c)}. Enter it to confirm your new ${NOUNS[c.way]}. It expires in ${CODE_TTL_MINUTES} minutes.`;

/**
 * v3 POST /users/me/contact: with the current password (an access token alone must not move the account, see
 * docs/product.md, Account settings), and on a team account a recent code from where its codes go now, a code to the
 * new email or phone, never to the old one: whoever can read it owns the address. The sign-up rules hold: the same send limits, and an address that already has an account gets
 * a message saying so and a decoy code nobody can match, so the answer tells nobody which addresses are registered.
 */
export async function sendContactCode(requester: Requester, caller: AuthUser, contact: ContactChange): Promise<{ message: string }> {
  const destination = destinationOf(contact);
  const user = await getUser(caller.id);
  await proveOwner(requester, user, contact.current_password, CURRENT_PASSWORD_WRONG_MESSAGE);
  if (user[contact.way] === destination) throw invalid(`This is already your ${NOUNS[contact.way]}.`);
  // Asked here, before a code goes to the new address, and again when the change is made.
  await assertFreshSecondFactor(caller, user);
  assertCanDeliver(channelOf(contact.way));
  await limitSend(requester, 'contact', destination);
  const taken = await findUserByDestination(contact.way, destination);
  const code = newCode();
  await createAndSend(
    { purpose: 'contact', userId: user.id, destination, codeHash: taken ? decoyCodeHash() : hashCode(code), expiresAt: minutesFromNow(CODE_TTL_MINUTES) },
    () => deliver(channelOf(contact.way), destination, taken ? contactInUseMessage() : codeMessage('contact', code)),
  );
  return { message: contactCodeSent(contact) };
}

/**
 * v3 POST /users/me/contact/verify: the right code makes the address the account's own (the step exists only if the
 * password was given). The old address, or for a first one the other address, is told with a link that undoes it.
 */
export async function confirmContact(requester: Requester, caller: AuthUser, input: Contact & { code: string }): Promise<Me> {
  const destination = destinationOf(input);
  await limitCodeCheck(requester, destination);
  const row = await latestForDestination('contact', destination, caller.id);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now()) throw invalid(CODE_MESSAGES.notSent);
  // Before the code is spent: refused for want of a recent second factor, the same code works once one is passed.
  await assertFreshSecondFactor(caller, await getUser(caller.id));
  try {
    const change = await spendCode(row, input.code, async (tx) => {
      if (!(await consume(row.id, tx))) throw invalid(CODE_MESSAGES.used);
      const [before] = await tx.select().from(users).where(eq(users.id, caller.id));
      const recipient = changeRecipient(before, input.way);
      // A change nobody could be told of is not made (a 503, and the code still stands).
      if (recipient) assertCanDeliver(recipient.channel);
      const [updated] = await tx
        .update(users)
        .set({ [input.way]: destination, updatedAt: new Date() })
        .where(eq(users.id, caller.id))
        .returning();
      return { me: toMe(updated), before, recipient, token: await recordUndo(tx, caller.id, input.way, before[input.way]) };
    });
    if (change.recipient) await sendUndoLink(change.recipient, change.before, input.way, change.token);
    return change.me;
  } catch (error) {
    // Another account took the address between the code and now.
    if (isUniqueViolation(error, input.way)) throw conflict(`An account with this ${NOUNS[input.way]} already exists.`);
    throw error;
  }
}
