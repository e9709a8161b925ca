import type { Premium, SandboxIntent } from '@/lib/contracts/payments';
import type { TestApi } from './api-server';
import { httpCall } from './http';
import { callAs, type Member } from './members';

/** Stripe's test cards, as the sandbox takes them. */
export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0025 0000 3155',
  chargesFail: '4000 0000 0000 0341',
};

/** What the site's card form does with the sandbox: confirm the intent behind a client secret with a card. */
export function confirmWithCard(api: TestApi, clientSecret: string, number: string, cvc = '123') {
  return httpCall<SandboxIntent>(`${api.url}/api/payments/sandbox/confirm`, {
    json: { client_secret: clientSecret, card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc } },
  });
}

/** The sandbox's 3-D Secure page answering Complete or Fail. */
export function finish3ds(api: TestApi, intent: SandboxIntent, outcome: 'complete' | 'fail') {
  return httpCall<SandboxIntent>(`${api.url}/api/payments/sandbox/3ds/${intent.id}`, { json: { client_secret: intent.client_secret, outcome } });
}

/** The site's flow for a card: a SetupIntent, the card form (and 3-D Secure page, completed), then /premium/payment/confirm. */
export async function saveCard(api: TestApi, member: Member, card: string, path = '/premium/payment') {
  const setup = (await callAs(api, member)<{ setup_intent: string; client_secret: string }>(path, { method: 'POST' })).body;
  let intent = await confirmWithCard(api, setup.client_secret, card);
  if (intent.body.status === 'requires_action') intent = await finish3ds(api, intent.body, 'complete');
  return { setup, confirmed: await callAs(api, member)<Premium>('/premium/payment/confirm', { json: { setup_intent: setup.setup_intent } }) };
}

/** What the premium page does: choose a plan, save the card, subscribe. The answer is the subscribe call's. */
export async function subscribeToPremium(api: TestApi, member: Member, card = CARDS.visa, plan = 'monthly') {
  await callAs(api, member)('/premium', { json: { plan } });
  const { setup } = await saveCard(api, member, card);
  return callAs(api, member)<Premium>('/premium/subscribe', { json: { setup_intent_id: setup.setup_intent } });
}
