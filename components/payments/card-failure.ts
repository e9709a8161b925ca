// A refused card in words a person can act on (see docs/product.md, Buying): the provider's own sentence where it
// is already clear ("Your card was declined."), followed by what to do; Stripe's authentication message, which
// reads like an error code, replaced.

export const DECLINE_MESSAGES = {
  declined: 'Your card was declined. Nothing was charged: try another card, or ask your bank why.',
  insufficientFunds: 'Your card has insufficient funds. Nothing was charged: try another card.',
  authentication: "Your bank's 3-D Secure check was not completed, so nothing was charged. Try again, or use another card.",
  expired: 'Your card has expired. Check the expiry date, or use another card.',
  incorrectNumber: 'Your card number is incorrect. Check it, or use another card.',
  incorrectCvc: "Your card's security code is incorrect. Check it, or use another card.",
} as const;

interface Failure {
  message: string;
  code?: string;
  declineCode?: string;
}

/** The sentence to show for a refused payment, from Stripe's codes (the sandbox sends the same). */
export function cardFailureMessage({ message, code, declineCode }: Failure): string {
  if (declineCode === 'insufficient_funds') return DECLINE_MESSAGES.insufficientFunds;
  if (code === 'expired_card' || declineCode === 'expired_card') return DECLINE_MESSAGES.expired;
  if (code === 'incorrect_number' || code === 'invalid_number') return DECLINE_MESSAGES.incorrectNumber;
  if (code === 'incorrect_cvc' || code === 'invalid_cvc') return DECLINE_MESSAGES.incorrectCvc;
  if (code?.endsWith('_authentication_failure')) return DECLINE_MESSAGES.authentication;
  if (code === 'card_declined') return DECLINE_MESSAGES.declined;
  return message;
}
