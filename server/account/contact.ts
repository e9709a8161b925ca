import { eq } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import type { Contact, Me } from '@/lib/contracts/auth';
import { users } from '../db/schema';
import { HttpError, badRequest } from '../http/errors';
import type { AuthUser } from '../http/auth';
import { decoyCodeHash, hashCode, newCode } from '../auth/crypto';
import { assertCanDeliver, deliver } from '../auth/delivery';
import { CODE_TTL_MINUTES } from '../auth/limits';
import { codeMessage, contactInUseMessage } from '../auth/messages';
import { limitCodeCheck, limitSend } from '../auth/throttle';
import { findUserByDestination, getUser, isUniqueViolation, toMe } from '../auth/users';
import { CODE_MESSAGES, consume, createAndSend, latestForDestination, minutesFromNow, spendCode } from '../auth/verifications';

const destinationOf = (c: Contact) => (c.way === 'email' ? c.email : c.phone);
const channelOf = (c: Contact) => (c.way === 'email' ? 'email' : 'sms');
const noun = (c: Contact) => (c.way === 'email' ? 'email address' : 'phone number');

export const contactCodeSent = (c: Contact) =>
  `We sent a 4-digit code to ${destinationOf(c)}. Enter it to confirm your new ${noun(c)}. It expires in ${CODE_TTL_MINUTES} minutes.`;

/**
 * v3 POST /users/me/contact: a code to the new email or phone, never to the old one: whoever can read it owns the
 * address. The sign-up rules hold: the same send limits, and an address that already has an account gets a
 * message saying so and a decoy code nobody can match, so the answer tells nobody which addresses are registered.
 */
export async function sendContactCode(req: IncomingMessage, caller: AuthUser, contact: Contact): Promise<{ message: string }> {
  const destination = destinationOf(contact);
  const user = await getUser(caller.id);
  if ((contact.way === 'email' ? user.email : user.phone) === destination) throw badRequest(`This is already your ${noun(contact)}.`);
  assertCanDeliver(channelOf(contact));
  await limitSend(req, destination);
  const taken = await findUserByDestination(contact.way, destination);
  const code = newCode();
  await createAndSend(
    { purpose: 'contact', userId: user.id, destination, codeHash: taken ? decoyCodeHash() : hashCode(code), expiresAt: minutesFromNow(CODE_TTL_MINUTES) },
    () => deliver(channelOf(contact), destination, taken ? contactInUseMessage() : codeMessage('contact', code)),
  );
  return { message: contactCodeSent(contact) };
}

/** v3 POST /users/me/contact/verify: the right code makes the address the account's own. */
export async function confirmContact(req: IncomingMessage, caller: AuthUser, input: Contact & { code: string }): Promise<Me> {
  const destination = destinationOf(input);
  await limitCodeCheck(req, destination);
  const row = await latestForDestination('contact', destination, caller.id);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now()) throw badRequest(CODE_MESSAGES.notSent);
  try {
    return await spendCode(row, input.code, async (tx) => {
      if (!(await consume(row.id, tx))) throw badRequest(CODE_MESSAGES.used);
      const [updated] = await tx
        .update(users)
        .set({ [input.way]: destination, updatedAt: new Date() })
        .where(eq(users.id, caller.id))
        .returning();
      return toMe(updated);
    });
  } catch (error) {
    // Another account took the address between the code and now.
    if (isUniqueViolation(error, input.way)) throw new HttpError(409, `An account with this ${noun(input)} already exists.`);
    throw error;
  }
}
