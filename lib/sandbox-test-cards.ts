// Stripe's documented test cards, by number: the payments sandbox answers each as Stripe's test mode does
// (server/adapters/payments-sandbox/sandbox-cards.ts), and its card form lists them (see docs/api.md, Payments sandbox).

/** What a card does; the sandbox turns each into Stripe's answers. */
export type TestCardBehaviour =
  | 'succeeds'
  /** 3-D Secure when paying or saving it; once saved, charged without it. */
  | 'authenticate'
  /** 3-D Secure every time it is used in person; charged without the person (a renewal), refused. */
  | 'authenticate_always'
  /** Saved fine; every charge is declined. */
  | 'charges_fail'
  | 'generic_decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

interface TestCard {
  /** The brand as Stripe names it on a payment method. */
  brand: string;
  behaviour: TestCardBehaviour;
  /** What it does, in the card form's list. */
  label: string;
}

export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeeds', label: 'Visa' },
  '4000056655665556': { brand: 'visa', behaviour: 'succeeds', label: 'Visa (debit)' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'succeeds', label: 'Mastercard' },
  '2223003122003222': { brand: 'mastercard', behaviour: 'succeeds', label: 'Mastercard (2-series)' },
  '5200828282828210': { brand: 'mastercard', behaviour: 'succeeds', label: 'Mastercard (debit)' },
  '5105105105105100': { brand: 'mastercard', behaviour: 'succeeds', label: 'Mastercard (prepaid)' },
  '378282246310005': { brand: 'amex', behaviour: 'succeeds', label: 'American Express (4-digit CVC)' },
  '6011111111111117': { brand: 'discover', behaviour: 'succeeds', label: 'Discover' },
  '3056930009020004': { brand: 'diners', behaviour: 'succeeds', label: 'Diners Club' },
  '3566002020360505': { brand: 'jcb', behaviour: 'succeeds', label: 'JCB' },
  '6200000000000005': { brand: 'unionpay', behaviour: 'succeeds', label: 'UnionPay' },
  '4000002500003155': { brand: 'visa', behaviour: 'authenticate', label: '3-D Secure to pay or save; none once saved' },
  '4000002760003184': { brand: 'visa', behaviour: 'authenticate_always', label: '3-D Secure every time; renewals fail' },
  '4000000000003220': { brand: 'visa', behaviour: 'authenticate', label: '3-D Secure 2 required' },
  '4000000000000341': { brand: 'visa', behaviour: 'charges_fail', label: 'Saves, then every charge is declined' },
  '4000000000000002': { brand: 'visa', behaviour: 'generic_decline', label: 'Declined' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient_funds', label: 'Declined: insufficient funds' },
  '4000000000009987': { brand: 'visa', behaviour: 'lost_card', label: 'Declined: lost card' },
  '4000000000009979': { brand: 'visa', behaviour: 'stolen_card', label: 'Declined: stolen card' },
  '4000000000000069': { brand: 'visa', behaviour: 'expired_card', label: 'Declined: expired card' },
  '4000000000000127': { brand: 'visa', behaviour: 'incorrect_cvc', label: 'Declined: incorrect CVC' },
  '4000000000000119': { brand: 'visa', behaviour: 'processing_error', label: 'Processing error' },
};
