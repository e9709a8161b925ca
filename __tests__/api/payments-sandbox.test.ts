/** @jest-environment node */
import type { Mixtape } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { PurchaseIntent } from '@/lib/contracts/payments';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { callAs, createMember, type Member } from '../helpers/members';
import { confirmWithCard, saveCard, subscribeToPremium } from '../helpers/payments';

// Stripe's documented test cards, each confirmed as the card form does: what Stripe's test mode answers for it,
// paying now (a PaymentIntent) and saving it (a SetupIntent).

const declined = (declineCode: string, message = 'Your card was declined.') => ({ status: 402, code: 'card_declined', decline_code: declineCode, message });
const refused = (code: string, message: string) => ({ status: 402, code, decline_code: code, message });
const SUCCEEDED = { status: 200, intent: 'succeeded' };
const AUTHENTICATE = { status: 200, intent: 'requires_action' };

type Expected = Partial<Record<'status' | 'intent' | 'code' | 'decline_code' | 'message', string | number>>;
const card = (number: string, pay: Expected, setup = pay, cvc = '123') => ({ number, pay, setup, cvc });

const CARDS = [
  card('4242 4242 4242 4242', SUCCEEDED),
  card('4000 0566 5566 5556', SUCCEEDED),
  card('5555 5555 5555 4444', SUCCEEDED),
  card('2223 0031 2200 3222', SUCCEEDED),
  card('5200 8282 8282 8210', SUCCEEDED),
  card('5105 1051 0510 5100', SUCCEEDED),
  card('3782 822463 10005', SUCCEEDED, SUCCEEDED, '1234'),
  card('6011 1111 1111 1117', SUCCEEDED),
  card('3056 9300 0902 0004', SUCCEEDED),
  card('3566 0020 2036 0505', SUCCEEDED),
  card('6200 0000 0000 0005', SUCCEEDED),
  card('4000 0025 0000 3155', AUTHENTICATE),
  card('4000 0027 6000 3184', AUTHENTICATE),
  card('4000 0000 0000 3220', AUTHENTICATE),
  card('4000 0000 0000 0341', declined('generic_decline'), SUCCEEDED),
  card('4000 0000 0000 0002', declined('generic_decline')),
  card('4000 0000 0000 9995', declined('insufficient_funds', 'Your card has insufficient funds.')),
  card('4000 0000 0000 9987', declined('lost_card')),
  card('4000 0000 0000 9979', declined('stolen_card')),
  card('4000 0000 0000 0069', refused('expired_card', 'Your card has expired.')),
  card('4000 0000 0000 0127', refused('incorrect_cvc', "Your card's security code is incorrect.")),
  card('4000 0000 0000 0119', refused('processing_error', 'An error occurred while processing your card. Try again in a little bit.')),
  // Not test cards: a number with a wrong check digit, and a real card's (Stripe's test mode refuses it).
  card('4242 4242 4242 4241', { status: 402, code: 'incorrect_number', message: 'Your card number is incorrect.' }),
  card(
    '4111 1111 1111 1111',
    declined('test_mode_live_card', 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.'),
  ),
  // The security code has the brand's length: four digits for American Express, three for the others.
  card('3782 822463 10005', { status: 402, code: 'invalid_cvc', message: "Your card's security code is invalid." }, undefined, '123'),
  card('4242 4242 4242 4242', { status: 402, code: 'invalid_cvc', message: "Your card's security code is invalid." }, undefined, '1234'),
];

let api: TestApi;
let paid: Mixtape;
let n = 0;

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 12 } });
  paid = (await callAs(api, null)<Paged<Mixtape>>('/mixtapes?take=100')).body.data.find((m) => m.price)!;
});
afterAll(() => api.stop());

/** What the confirm call answered, in the terms of the table above. */
async function confirmed(clientSecret: string, number: string, cvc: string): Promise<Expected> {
  const { status, body } = await confirmWithCard(api, clientSecret, number, cvc);
  if (status === 200) return { status, intent: body.status };
  const error = body as unknown as { code: string; decline_code?: string; message: string };
  return { status, code: error.code, ...(error.decline_code && { decline_code: error.decline_code }), message: error.message };
}

it.each(CARDS)('answers $number (CVC $cvc) as Stripe test mode does, paying and saving', async ({ number, pay, setup, cvc }) => {
  const member = await createMember(api, `cardholder${++n}`);
  const intent = await callAs(api, member)<PurchaseIntent>(`/mixtapes/${paid.id}/purchase`, { method: 'POST' });
  const setupIntent = await callAs(api, member)<{ client_secret: string }>('/premium/payment', { method: 'POST' });
  expect([await confirmed(intent.body.client_secret, number, cvc), await confirmed(setupIntent.body.client_secret, number, cvc)]).toEqual([pay, setup]);
});

describe('charging a saved card without the person', () => {
  const subscribe = async (number: string) => subscribeToPremium(api, await createMember(api, `subscriber${++n}`), number);

  it('goes through once a card that asked for 3-D Secure to be saved is saved', async () => {
    for (const number of ['4000 0025 0000 3155', '4000 0000 0000 3220']) expect([number, (await subscribe(number)).status]).toEqual([number, 200]);
  });

  it('is refused for the always-authenticate card, and for the card that only saves', async () => {
    const always = await subscribe('4000 0027 6000 3184');
    expect([always.status, always.body]).toEqual([402, expect.objectContaining({ code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' })]);
    const saveOnly = await subscribe('4000 0000 0000 0341');
    expect([saveOnly.status, saveOnly.body]).toEqual([402, expect.objectContaining({ code: 'card_declined', decline_code: 'generic_decline' })]);
  });

  it('keeps a saved card under the brand Stripe names it by', async () => {
    const member: Member = await createMember(api, `subscriber${++n}`);
    await callAs(api, member)('/premium', { json: { plan: 'monthly' } });
    const { setup } = await saveCard(api, member, '6200 0000 0000 0005');
    const answer = await callAs(api, member)('/premium/subscribe', { json: { setup_intent_id: setup.setup_intent } });
    expect([answer.status, answer.body.payment_method]).toEqual([200, expect.objectContaining({ brand: 'unionpay', last4: '0005' })]);
  });
});
