import type { CardFailure } from '../payments';

// Stripe's test cards, and what each does in the sandbox as in Stripe's test mode (see docs/api.md, Payments sandbox).
// A saved card is known afterwards by its last four digits alone: the sandbox never keeps a card number.

type CardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_authentication' | 'charges_fail';

const TEST_CARDS: Record<string, { brand: string; behaviour: CardBehaviour }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'visa', behaviour: 'declined' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient_funds' },
  '4000002500003155': { brand: 'visa', behaviour: 'requires_authentication' },
  // Saves fine, and every later charge is declined: how a renewal comes to fail.
  '4000000000000341': { brand: 'visa', behaviour: 'charges_fail' },
};

const BY_LAST4 = new Map(Object.entries(TEST_CARDS).map(([number, card]) => [number.slice(-4), card.behaviour]));

export const DECLINED: CardFailure = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
export const INSUFFICIENT_FUNDS: CardFailure = { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
const INCORRECT_NUMBER: CardFailure = { code: 'incorrect_number', message: 'Your card number is incorrect.' };
const EXPIRED: CardFailure = { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' };
export const AUTHENTICATION_FAILED: CardFailure = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

interface EnteredCard {
  number: string;
  exp_month: number;
  exp_year: number;
}

/** The card as Stripe's payment method keeps it, or the failure Stripe answers for a number or expiry it refuses. */
export function readCard(card: EnteredCard, now: Date): { brand: string; last4: string; exp_month: number; exp_year: number; behaviour: CardBehaviour } | CardFailure {
  const known = TEST_CARDS[card.number];
  if (!known) return INCORRECT_NUMBER;
  const expired = card.exp_year < now.getUTCFullYear() || (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1);
  if (expired) return EXPIRED;
  return { brand: known.brand, last4: card.number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year, behaviour: known.behaviour };
}

/** What charging a saved card (off session: a renewal, prepaid months, a first invoice) does. */
export function offSessionCharge(last4: string): CardFailure | null {
  const behaviour = BY_LAST4.get(last4);
  if (behaviour === 'succeeds' || behaviour === 'requires_authentication') return null;
  return behaviour === 'insufficient_funds' ? INSUFFICIENT_FUNDS : DECLINED;
}
