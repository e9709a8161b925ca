import type { SandboxIntent } from '@/lib/contracts/payments';
import type { TestApi } from './api-server';
import { httpCall } from './http';

/** Stripe's test cards, as the sandbox takes them. */
export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0025 0000 3155',
  chargesFail: '4000 0000 0000 0341',
};

/** What the site's card form does with the sandbox: confirm the intent behind a client secret with a card. */
export function confirmWithCard(api: TestApi, clientSecret: string, number: string) {
  return httpCall<SandboxIntent>(`${api.url}/api/payments/sandbox/confirm`, {
    json: { client_secret: clientSecret, card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } },
  });
}

/** The sandbox's 3-D Secure page answering Complete or Fail. */
export function finish3ds(api: TestApi, intent: SandboxIntent, outcome: 'complete' | 'fail') {
  return httpCall<SandboxIntent>(`${api.url}/api/payments/sandbox/3ds/${intent.id}`, { json: { client_secret: intent.client_secret, outcome } });
}
