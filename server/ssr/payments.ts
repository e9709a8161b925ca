import type { GetServerSideProps } from 'next';
import { isStripeConfigured } from '../adapters/payment-provider';

export interface Sandbox3dsProps {
  intentId: string;
  clientSecret: string;
}

const INTENT_ID = /^(pi|seti)_[A-Za-z0-9]{1,64}$/;

/**
 * /payments/sandbox/3ds/{id}: the sandbox's 3-D Secure page exists only while the sandbox is the provider (with
 * Stripe, its bank does this), and only for an address the sandbox makes (an intent id and its client secret).
 */
export const sandbox3dsPageProps: GetServerSideProps<Sandbox3dsProps> = async ({ params, query }) => {
  const intentId = String(params?.id ?? '');
  const clientSecret = typeof query.client_secret === 'string' ? query.client_secret : '';
  if (isStripeConfigured() || !INTENT_ID.test(intentId) || !clientSecret.startsWith(`${intentId}_secret_`)) return { notFound: true };
  return { props: { intentId, clientSecret } };
};
