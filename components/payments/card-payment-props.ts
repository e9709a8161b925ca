/** What a card form (the sandbox's or Stripe's, chosen in card-payment.tsx) is given. */
export interface CardPaymentProps {
  /** The PaymentIntent's or SetupIntent's client secret, as the API answered it. */
  clientSecret: string;
  intent: 'payment' | 'setup';
  submitLabel: string;
  /** The card went through (3-D Secure included): the caller now asks the server, which asks the provider. */
  onSucceeded: (intentId: string) => void;
  disabled?: boolean;
}
