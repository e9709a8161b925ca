import type { SignupWay } from '@/lib/contracts/auth';
import { deliver, type Channel } from '../auth/delivery';
import type { MessageContent } from '../auth/messages';
import type { UserRow } from '../auth/users';

// Who hears of a change to the account's security, and how (see docs/product.md, Account settings).

export const channelOf = (way: SignupWay): Channel => (way === 'email' ? 'email' : 'sms');
export const otherWay = (way: SignupWay): SignupWay => (way === 'email' ? 'phone' : 'email');
export const NOUNS = { email: 'email address', phone: 'phone number' } as const;

export interface Recipient {
  channel: Channel;
  to: string;
}

/** A change of `way` is told to its old address; a first one, to the account's other address. */
export function changeRecipient(user: UserRow, way: SignupWay): Recipient | null {
  const to = user[way] ?? user[otherWay(way)];
  if (!to) return null;
  return { channel: channelOf(user[way] ? way : otherWay(way)), to };
}

/** Two-factor codes being turned off is told where the codes went. */
export function twoFactorRecipient(user: UserRow): Recipient | null {
  const to = user.twoFactorChannel === 'sms' ? user.phone : user.email;
  return to ? { channel: user.twoFactorChannel, to } : null;
}

/**
 * Sent once the change is committed, whose caller checked with assertCanDeliver that the channel has somewhere to
 * go. A send that fails anyway is logged by deliver and does not fail the answer: the change is made.
 */
export async function sendNotice(recipient: Recipient, content: MessageContent): Promise<void> {
  await deliver(recipient.channel, recipient.to, content).catch(() => undefined);
}
