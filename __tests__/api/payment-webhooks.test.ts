/** @jest-environment node */
import Stripe from 'stripe';
import type { Mixtape } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { PurchaseIntent } from '@/lib/contracts/payments';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { callAs, createMember, runSql, type Member } from '../helpers/members';
import { CARDS, confirmWithCard } from '../helpers/payments';

const secret = 'whsec_webhook_tests';
let api: TestApi;
let member: Member;
let mixtape: Mixtape;

const deliver = (payload: string, signature?: string) =>
  httpCall(`${api.url}/api/webhooks/payments`, { body: payload, type: 'application/json', headers: signature ? { 'stripe-signature': signature } : {} });
const sign = (payload: string, timestamp?: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
const paidAt = async (intentId: string) => (await runSql<{ paid_at: string | null }>(`select paid_at from purchases where payment_intent_id = '${intentId}'`))[0].paid_at;

/** A payment_intent.succeeded Stripe would send for an intent, made up by the test. */
function succeededEvent(intent: PurchaseIntent, id = `evt_test${Date.now()}`) {
  const object = { id: intent.payment_intent_id, object: 'payment_intent', amount: intent.amount, currency: intent.currency, status: 'succeeded', client_secret: intent.client_secret, metadata: { kind: 'mixtape' } };
  return JSON.stringify({ id, object: 'event', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000), data: { object } });
}

beforeAll(async () => {
  process.env.STRIPE_WEBHOOK_SECRET = secret;
  api = await startTestApi({ seed: { mixtapes: 12 } });
  member = await createMember(api, 'webhooks');
  mixtape = (await callAs(api, null)<Paged<Mixtape>>('/mixtapes?take=100')).body.data.find((m) => m.price)!;
});
afterAll(async () => {
  await api.stop();
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

it('applies a signed event, and a replay of the same event id changes nothing', async () => {
  const intent = (await callAs(api, member)<PurchaseIntent>(`/mixtapes/${mixtape.id}/purchase`, { method: 'POST' })).body;
  const payload = succeededEvent(intent);
  const first = await deliver(payload, sign(payload));
  expect([first.status, first.body]).toEqual([200, { received: true }]);
  const paid = await paidAt(intent.payment_intent_id);
  expect(paid).not.toBeNull();
  await runSql(`update purchases set paid_at = null where payment_intent_id = '${intent.payment_intent_id}'`);
  const replay = await deliver(payload, sign(payload));
  expect(replay.status).toBe(200);
  expect(await paidAt(intent.payment_intent_id)).toBeNull();
  expect((await runSql<{ n: number }>(`select count(*)::int as n from payment_events where id = '${JSON.parse(payload).id}'`))[0].n).toBe(1);
});

it("applies a charge.refunded: how much was given back only grows, whatever order the events come in", async () => {
  const intent = (await callAs(api, member)<PurchaseIntent>(`/mixtapes/${mixtape.id}/purchase`, { method: 'POST' })).body;
  const paid = succeededEvent(intent, 'evt_paid_then_refunded');
  expect((await deliver(paid, sign(paid))).status).toBe(200);
  const refunded = (amountRefunded: number, id: string) => {
    const object = { id: `ch_${intent.payment_intent_id.slice(3)}`, object: 'charge', payment_intent: intent.payment_intent_id, amount: intent.amount, amount_refunded: amountRefunded, currency: intent.currency };
    return JSON.stringify({ id, object: 'event', type: 'charge.refunded', created: Math.floor(Date.now() / 1000), data: { object } });
  };
  const refundedAmount = async () => (await runSql<{ r: number }>(`select refunded_amount as r from purchases where payment_intent_id = '${intent.payment_intent_id}'`))[0].r;
  const full = refunded(intent.amount, 'evt_refund_full');
  const part = refunded(100, 'evt_refund_part');
  expect((await deliver(full, sign(full))).status).toBe(200);
  expect(await refundedAmount()).toBe(intent.amount);
  // The partial refund's event, heard late, does not undo the full one.
  expect((await deliver(part, sign(part))).status).toBe(200);
  expect(await refundedAmount()).toBe(intent.amount);
});

it('refuses a tampered, unsigned or wrongly signed event with a 400 and applies none of it', async () => {
  const other = await createMember(api, 'webhooks2');
  const intent = (await callAs(api, other)<PurchaseIntent>(`/mixtapes/${mixtape.id}/purchase`, { method: 'POST' })).body;
  const payload = succeededEvent(intent);
  const tampered = payload.replace(`"amount":${intent.amount}`, `"amount":${intent.amount + 1}`);
  const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
  for (const [body, signature] of [[tampered, sign(payload)], [payload, undefined], [payload, wrongSecret], [payload, 't=1,v1=zz']] as const) {
    const answer = await deliver(body, signature);
    expect([answer.status, answer.body.message]).toEqual([400, 'The Stripe-Signature header does not match this body.']);
  }
  expect(await paidAt(intent.payment_intent_id)).toBeNull();
  expect((await runSql<{ n: number }>(`select count(*)::int as n from payment_events where id = '${JSON.parse(payload).id}'`))[0].n).toBe(0);
});

it('refuses an event signed more than 5 minutes ago or ahead with a 400 that says so, and takes one within', async () => {
  const other = await createMember(api, 'webhooks4');
  const intent = (await callAs(api, other)<PurchaseIntent>(`/mixtapes/${mixtape.id}/purchase`, { method: 'POST' })).body;
  const payload = succeededEvent(intent);
  const now = Math.floor(Date.now() / 1000);
  // 10 s past the 5 minutes each way: the calls before the one dated ahead take time on a loaded machine, and a
  // second of margin let 'now + 301' fall within the server's 5 minutes once.
  for (const timestamp of [now - 310, now + 310, now + 365 * 24 * 3600]) {
    const answer = await deliver(payload, sign(payload, timestamp));
    expect([answer.status, answer.body.message]).toEqual([400, "The Stripe-Signature timestamp is more than 5 minutes away from this server's clock."]);
  }
  expect(await paidAt(intent.payment_intent_id)).toBeNull();
  expect((await deliver(payload, sign(payload, now + 240))).status).toBe(200);
  expect(await paidAt(intent.payment_intent_id)).not.toBeNull();
});

it("records the sandbox's own events once each, signed like Stripe's", async () => {
  const buyer = await createMember(api, 'webhooks3');
  const intent = (await callAs(api, buyer)<PurchaseIntent>(`/mixtapes/${mixtape.id}/purchase`, { method: 'POST' })).body;
  await confirmWithCard(api, intent.client_secret, CARDS.visa);
  const events = await runSql<{ type: string; payload: { data: { object: { id: string } } } }>(`select type, payload from payment_events order by received_at`);
  expect(events.filter((e) => e.type === 'payment_intent.succeeded' && e.payload.data.object.id === intent.payment_intent_id)).toHaveLength(1);
  expect(await paidAt(intent.payment_intent_id)).not.toBeNull();
});

it('hides the sandbox test clock from a caller without the development tools key, on this machine too', async () => {
  expect((await httpCall(`${api.url}/api/dev/payments/advance`, { json: { days: 1 } })).status).toBe(404);
});
