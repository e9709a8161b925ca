import { luhnValid } from '@/lib/card-input';
import { TEST_CARDS, type TestCardBehaviour } from '@/lib/sandbox-test-cards';
import type { CardFailure } from '../payments';

// What each of Stripe's test cards does in the sandbox, as in Stripe's test mode, in Stripe's own codes and words
// (see docs/api.md, Payments sandbox). A saved card is known afterwards by its brand and last four digits alone:
// the sandbox never keeps a card number.

const declined = (decline_code: string, message = 'Your card was declined.'): CardFailure => ({ code: 'card_declined', decline_code, message });
/** A refusal Stripe answers with the same error and decline code. */
const refused = (code: string, message: string): CardFailure => ({ code, decline_code: code, message });

const DECLINED = declined('generic_decline');
const EXPIRED = refused('expired_card', 'Your card has expired.');
const INCORRECT_NUMBER: CardFailure = { code: 'incorrect_number', message: 'Your card number is incorrect.' };
const INVALID_CVC: CardFailure = { code: 'invalid_cvc', message: "Your card's security code is invalid." };
/** A number that passes the checksum but is not a test card: Stripe's test mode refuses real cards. */
const LIVE_CARD = declined(
  'test_mode_live_card',
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
);
export const AUTHENTICATION_FAILED: CardFailure = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** Confirming with a card (as Stripe.js does): it goes through, asks for 3-D Secure, or is refused. */
type Outcome = 'succeeds' | 'authenticate' | CardFailure;

interface Behaviour {
  /** Confirming a PaymentIntent: paying now. */
  pay: Outcome;
  /** Confirming a SetupIntent: saving the card for later. */
  setup: Outcome;
  /** Charging the saved card without the person (a first invoice, a renewal, prepaid months): null goes through. */
  offSession: CardFailure | null;
}

const refusedAlways = (failure: CardFailure): Behaviour => ({ pay: failure, setup: failure, offSession: failure });

const BEHAVIOURS: Record<TestCardBehaviour, Behaviour> = {
  succeeds: { pay: 'succeeds', setup: 'succeeds', offSession: null },
  authenticate: { pay: 'authenticate', setup: 'authenticate', offSession: null },
  authenticate_always: {
    pay: 'authenticate',
    setup: 'authenticate',
    offSession: refused('authentication_required', 'Your card was declined. This transaction requires authentication.'),
  },
  charges_fail: { pay: DECLINED, setup: 'succeeds', offSession: DECLINED },
  generic_decline: refusedAlways(DECLINED),
  insufficient_funds: refusedAlways(declined('insufficient_funds', 'Your card has insufficient funds.')),
  lost_card: refusedAlways(declined('lost_card')),
  stolen_card: refusedAlways(declined('stolen_card')),
  expired_card: refusedAlways(EXPIRED),
  incorrect_cvc: refusedAlways(refused('incorrect_cvc', "Your card's security code is incorrect.")),
  processing_error: refusedAlways(refused('processing_error', 'An error occurred while processing your card. Try again in a little bit.')),
};

const savedKey = (brand: string, last4: string) => `${brand} ${last4}`;
const BY_SAVED_CARD = new Map(Object.entries(TEST_CARDS).map(([number, card]) => [savedKey(card.brand, number.slice(-4)), BEHAVIOURS[card.behaviour]]));

interface EnteredCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

interface ReadCard {
  /** What Stripe's payment method keeps of it. */
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  behaviour: Behaviour;
}

/** The card and what it does, or the failure Stripe answers for a number, expiry or security code it refuses. */
export function readCard({ number, exp_month, exp_year, cvc }: EnteredCard, now: Date): ReadCard | CardFailure {
  if (!luhnValid(number)) return INCORRECT_NUMBER;
  const known = TEST_CARDS[number];
  if (!known) return LIVE_CARD;
  const expired = exp_year < now.getUTCFullYear() || (exp_year === now.getUTCFullYear() && exp_month < now.getUTCMonth() + 1);
  if (expired) return EXPIRED;
  if (cvc.length !== (known.brand === 'amex' ? 4 : 3)) return INVALID_CVC;
  return { card: { brand: known.brand, last4: number.slice(-4), exp_month, exp_year }, behaviour: BEHAVIOURS[known.behaviour] };
}

/** What charging a saved card (off session: a renewal, prepaid months, a first invoice) does. */
export function offSessionCharge({ brand, last4 }: { brand: string; last4: string }): CardFailure | null {
  const behaviour = BY_SAVED_CARD.get(savedKey(brand, last4));
  return behaviour ? behaviour.offSession : DECLINED;
}
