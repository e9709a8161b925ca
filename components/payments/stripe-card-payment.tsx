import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeError } from '@stripe/stripe-js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { cardFailureMessage } from './card-failure';
import type { CardPaymentProps } from './card-payment-props';

export const STRIPE_FAILED_MESSAGE = 'The payment could not be completed. Try again, or use another card.';

// Stripe.js itself comes from js.stripe.com (allowed by the CSP only when the publishable key is set), once.
let stripeJs: Promise<Stripe | null> | undefined;
const stripeFor = (key: string) => (stripeJs ??= loadStripe(key));

/** Stripe's error as a sentence: a card's refusal in our words (card-failure.ts), anything else in Stripe's. */
function stripeFailure(error: StripeError): string {
  const message = error.message ?? STRIPE_FAILED_MESSAGE;
  return error.type === 'card_error' ? cardFailureMessage({ message, code: error.code, declineCode: error.decline_code }) : message;
}

function StripeForm({ intent, submitLabel, onSucceeded, disabled }: Omit<CardPaymentProps, 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setFailure(null);
    // Cards confirm in place (3-D Secure in Stripe's own frame); only a redirect-based method would leave, and come
    // back here, where the provider's event has recorded the payment.
    const confirmParams = { return_url: window.location.href };
    const result =
      intent === 'payment'
        ? await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' })
        : await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' });
    const confirmed = 'paymentIntent' in result ? result.paymentIntent : 'setupIntent' in result ? result.setupIntent : undefined;
    if (result.error || confirmed?.status !== 'succeeded') {
      setBusy(false);
      // The Payment Element shows its own field errors.
      if (result.error?.type !== 'validation_error') setFailure(result.error ? stripeFailure(result.error) : STRIPE_FAILED_MESSAGE);
      return;
    }
    onSucceeded(confirmed.id);
  };

  return (
    <form noValidate aria-label="Card details" onSubmit={submit}>
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={busy || !ready} disabled={disabled || !stripe}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The card step with Stripe: its Payment Element for the card and 3-D Secure, confirmed with Stripe.js. */
export function StripeCardPayment({ publishableKey, clientSecret, ...props }: CardPaymentProps & { publishableKey: string }) {
  const dark = document.documentElement.classList.contains('dark');
  return (
    <Elements key={clientSecret} stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: dark ? 'night' : 'stripe', variables: { colorPrimary: '#3C97ED' } } }}>
      <StripeForm {...props} />
    </Elements>
  );
}
