import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { CardPaymentProps } from './card-payment-props';
import { SandboxCardPayment } from './sandbox-card-payment';

/**
 * Where cards go, decided here alone: with NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY (baked in at build time) to Stripe's
 * Payment Element, loaded only when a payment starts; without it to the payments sandbox the server then runs
 * (see docs/architecture.md, Buying on the site).
 */
const STRIPE_PUBLISHABLE_KEY = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '';

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label="Loading the card form" />
    </Box>
  );
}

const StripeCardPayment = dynamic(() => import('./stripe-card-payment').then((m) => m.StripeCardPayment), { ssr: false, loading: Loading });

/**
 * The card-payment kit: card entry and a submit button that confirms the intent, 3-D Secure included, and calls
 * `onSucceeded` with the intent's id. Refused cards say why, and another card can be tried.
 */
export function CardPayment(props: CardPaymentProps) {
  return STRIPE_PUBLISHABLE_KEY ? <StripeCardPayment publishableKey={STRIPE_PUBLISHABLE_KEY} {...props} /> : <SandboxCardPayment {...props} />;
}
