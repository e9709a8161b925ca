/** @jest-environment node */
import type { Mixtape } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { Me } from '@/lib/contracts/auth';
import type { AdsConfig } from '@/lib/contracts/catalog';
import type { Premium, Purchase, PurchaseIntent } from '@/lib/contracts/payments';
import type { z } from 'zod';
import type { invoiceSchema, prepayAnswerSchema } from '@/lib/contracts/payments';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { devToolsHeaders } from '../helpers/dev-tools';
import { httpCall } from '../helpers/http';
import { callAs, createMember, runSql, type Member } from '../helpers/members';
import { CARDS, confirmWithCard, saveCard, subscribeToPremium } from '../helpers/payments';

type Invoice = z.infer<typeof invoiceSchema>;
let api: TestApi;
let n = 0;
const DAY = 24 * 60 * 60 * 1000;
const as = (member: Member | null) => callAs(api, member);
const post = <T = Premium>(member: Member, path: string, json?: unknown) => as(member)<T>(path, json === undefined ? { method: 'POST' } : { json });
const advance = (days: number) => httpCall(`${api.url}/api/dev/payments/advance`, { json: { days }, headers: devToolsHeaders });
const premiumOf = async (member: Member) => (await as(member)<Premium>('/premium')).body;
const isPremium = async (member: Member) => (await as(member)<Me>('/users/me')).body.isPremium;
const invoicesOf = async (member: Member, query = '') => (await as(member)<Paged<Invoice>>(`/premium/invoices${query}`)).body.data;

async function subscribed(card = CARDS.visa, plan = 'monthly') {
  const member = await createMember(api, `premium${++n}`);
  return { member, answer: await subscribeToPremium(api, member, card, plan) };
}

beforeAll(async () => {
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_premium_tests';
  api = await startTestApi({ seed: { mixtapes: 12 } });
});
afterAll(async () => {
  await api.stop();
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

it('shows a guest the plans and no subscription', async () => {
  const guest = await as(null)<Premium>('/premium');
  expect(guest.status).toBe(200);
  expect(guest.body.plans).toEqual([
    { id: 'monthly', name: 'Monthly', amount: 499, currency: 'usd', interval: 'month' },
    { id: 'yearly', name: 'Yearly', amount: 4999, currency: 'usd', interval: 'year' },
  ]);
  expect(guest.body.subscription).toBeNull();
  expect((await as(null)('/premium', { json: { plan: 'monthly' } })).status).toBe(401);
});

it('subscribes through the 3-D Secure card: premium, an invoice with its PDF, no ads and every zip', async () => {
  const member = await createMember(api, `premium${++n}`);
  expect((await post(member, '/premium', { plan: 'gold' })).status).toBe(400);
  expect((await post(member, '/premium', { plan: 'yearly' })).body.selected_plan).toBe('yearly');
  const { confirmed } = await saveCard(api, member, CARDS.threeDSecure);
  expect(confirmed.body.payment_method).toEqual({ brand: 'visa', last4: '3155', exp_month: 12, exp_year: new Date().getFullYear() + 2 });
  const setup = await post<{ setup_intent: string }>(member, '/premium/payment');
  await confirmWithCard(api, (setup.body as unknown as { client_secret: string }).client_secret, CARDS.visa);
  const answer = await post(member, '/premium/subscribe', { setup_intent_id: setup.body.setup_intent });
  expect(answer.status).toBe(200);
  expect(answer.body.subscription).toMatchObject({ status: 'active', plan: { id: 'yearly' }, cancel_at_period_end: false, payment_method: { last4: '4242' } });
  const end = Date.parse(answer.body.subscription!.current_period_end);
  expect(end - Date.now()).toBeGreaterThan(360 * DAY);
  expect(await isPremium(member)).toBe(true);
  expect((await post(member, '/premium/subscribe', { setup_intent_id: setup.body.setup_intent })).status).toBe(409);

  const [invoice] = await invoicesOf(member);
  expect(invoice).toMatchObject({ amount: 4999, currency: 'usd', status: 'paid', pdf_url: `/api/v3/premium/invoices/${invoice.id}/pdf` });
  expect(await invoicesOf(member, '?status=open')).toEqual([]);
  const pdf = await httpCall(`${api.url}${invoice.pdf_url}`, { token: member.token, raw: true });
  expect([pdf.status, pdf.headers.get('content-type'), pdf.bytes.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
  const stranger = await createMember(api, `stranger${++n}`);
  expect((await httpCall(`${api.url}${invoice.pdf_url}`, { token: stranger.token, raw: true })).status).toBe(404);
  expect(await invoicesOf(stranger)).toEqual([]);

  process.env.ADS_ENABLED = '1';
  try {
    const config = async (who: Member | null) => (await as(who)<AdsConfig>('/config')).body.ads.enabled;
    expect([await config(null), await config(stranger), await config(member)]).toEqual([true, true, false]);
  } finally {
    delete process.env.ADS_ENABLED;
  }
  const paidMixtape = (await as(null)<Paged<Mixtape>>('/mixtapes?take=100')).body.data.find((m) => m.price)!;
  expect((await as(member)(`/mixtapes/${paidMixtape.id}/download`, { method: 'POST' })).status).toBe(200);
});

it('answers 402 when the first payment is refused, and leaves no premium', async () => {
  const { member, answer } = await subscribed(CARDS.chargesFail);
  expect(answer.status).toBe(402);
  expect(answer.body).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
  expect((await premiumOf(member)).subscription).toBeNull();
  expect(await isPremium(member)).toBe(false);
});

it('refuses to save a declined card, with the decline message', async () => {
  const member = await createMember(api, `premium${++n}`);
  const setup = (await post<{ setup_intent: string; client_secret: string }>(member, '/premium/payment')).body;
  expect((await confirmWithCard(api, setup.client_secret, CARDS.insufficientFunds)).body).toMatchObject({ decline_code: 'insufficient_funds' });
  const confirmed = await post(member, '/premium/payment/confirm', { setup_intent: setup.setup_intent });
  expect([confirmed.status, confirmed.body]).toEqual([402, expect.objectContaining({ message: 'Your card has insufficient funds.' })]);
  expect((await post(member, '/premium/subscribe', { setup_intent_id: setup.setup_intent })).status).toBe(400);
  const other = await createMember(api, `premium${++n}`);
  expect((await post(other, '/premium/payment/confirm', { setup_intent: setup.setup_intent })).status).toBe(404);
});

it('keeps premium to the end of a period canceled at its end, undoes a cancel with resume, then ends', async () => {
  const { member } = await subscribed();
  expect((await post(member, '/premium/cancel')).body.subscription?.cancel_at_period_end).toBe(true);
  expect((await post(member, '/premium/resume')).body.subscription?.cancel_at_period_end).toBe(false);
  await post(member, '/premium/cancel');
  expect((await advance(20)).status).toBe(200);
  expect(((await premiumOf(member)).subscription)?.status).toBe('active');
  expect(await isPremium(member)).toBe(true);
  await advance(15);
  expect((await premiumOf(member)).subscription?.status).toBe('canceled');
  expect(await isPremium(member)).toBe(false);
  expect((await post(member, '/premium/resume')).status).toBe(404);
});

it('includes every paid mixtape while premium runs; when it ends, a mixtape bought before still downloads and the others sell again', async () => {
  const member = await createMember(api, `premium${++n}`);
  const [bought, other] = (await as(null)<Paged<Mixtape>>('/mixtapes?take=100')).body.data.filter((m) => m.price);
  const intent = (await post<PurchaseIntent>(member, `/mixtapes/${bought.id}/purchase`)).body;
  await confirmWithCard(api, intent.client_secret, CARDS.visa);
  expect((await post(member, `/mixtapes/${bought.id}/purchase/confirm`, { payment_intent_id: intent.payment_intent_id })).status).toBe(200);
  expect((await subscribeToPremium(api, member)).status).toBe(200);
  const download = async (mixtape: Mixtape) => (await post(member, `/mixtapes/${mixtape.id}/download`)).status;
  expect([await download(bought), await download(other)]).toEqual([200, 200]);
  expect((await post(member, `/mixtapes/${other.id}/purchase`)).status).toBe(409);

  await post(member, '/premium/cancel');
  await advance(35);
  expect(await isPremium(member)).toBe(false);
  expect([await download(bought), await download(other)]).toEqual([200, 403]);
  expect((await post<PurchaseIntent>(member, `/mixtapes/${other.id}/purchase`)).status).toBe(200);
  expect((await as(member)<Paged<Purchase>>('/users/purchases')).body.data.map((purchase) => purchase.mixtape.id)).toEqual([bought.id]);
});

it('renews on the card on file, and a failed renewal is past_due (still premium) until the retry fails too', async () => {
  const { member } = await subscribed();
  const firstEnd = Date.parse((await premiumOf(member)).subscription!.current_period_end);
  await advance(32);
  const renewed = (await premiumOf(member)).subscription!;
  expect(renewed.status).toBe('active');
  expect(Date.parse(renewed.current_period_end)).toBeGreaterThan(firstEnd + 27 * DAY);
  expect((await invoicesOf(member, '?status=paid')).length).toBe(2);

  const { confirmed } = await saveCard(api, member, CARDS.chargesFail, '/premium/payment/update');
  expect(confirmed.body.subscription?.payment_method?.last4).toBe('0341');
  await advance(31);
  expect((await premiumOf(member)).subscription?.status).toBe('past_due');
  expect(await isPremium(member)).toBe(true);
  expect((await invoicesOf(member, '?status=open')).length).toBe(1);
  await advance(8);
  expect((await premiumOf(member)).subscription?.status).toBe('canceled');
  expect(await isPremium(member)).toBe(false);
});

it('prepays months in one payment that moves the next renewal back, once per Idempotency-Key', async () => {
  const { member } = await subscribed();
  const before = Date.parse((await premiumOf(member)).subscription!.current_period_end);
  const upload = (headers: Record<string, string> = {}) => as(member)<z.infer<typeof prepayAnswerSchema>>('/premium/payment/upload', { json: { quantity: 3 }, headers });
  const [first, retry] = await Promise.all([upload({ 'idempotency-key': 'prepay-1' }), upload({ 'idempotency-key': 'prepay-1' })]);
  expect(first.status).toBe(200);
  expect(first.body.invoice).toMatchObject({ amount: 3 * 499, status: 'paid' });
  expect(retry.body.invoice.id).toBe(first.body.invoice.id);
  const after = Date.parse(first.body.subscription!.current_period_end);
  expect(after - before).toBeGreaterThan(88 * DAY);
  expect(after - before).toBeLessThan(93 * DAY);
  expect((await as(member)('/premium/payment/upload', { json: { quantity: 13 } })).status).toBe(400);
  const one = await as(member)<z.infer<typeof prepayAnswerSchema>>('/premium/payment/upload', { json: {} });
  expect(one.body.invoice.amount).toBe(499);
  const none = await createMember(api, `premium${++n}`);
  expect((await as(none)('/premium/payment/upload', { json: {} })).status).toBe(404);
});

it('ends the subscription with the provider when the member deletes their account, so the card is charged no more', async () => {
  const { member } = await subscribed();
  const [{ id: subscriptionId, customer }] = await runSql<{ id: string; customer: string }>(
    `select subscription_id as id, customer_id as customer from subscriptions join payment_customers using (user_id) where user_id = ${member.id}`,
  );
  const charges = () => runSql(`select 1 from sandbox_objects where type = 'invoice' and data->>'customer' = '${customer}' and data->>'status' = 'paid'`);
  expect(await charges()).toHaveLength(1);
  const res = await as(member)('/users/me', { method: 'DELETE', json: { password: `${member.username}-plays-records-42` } });
  expect(res.status).toBe(204);
  const [provider] = await runSql<{ status: string }>(`select data->>'status' as status from sandbox_objects where id = '${subscriptionId}'`);
  expect(provider.status).toBe('canceled');
  expect(await runSql(`select 1 from subscriptions where subscription_id = '${subscriptionId}'`)).toEqual([]);
  // A month on, nothing is charged for it.
  await advance(35);
  expect(await charges()).toHaveLength(1);
});

it('starts one subscription from parallel subscribes with different cards, billed once, and a cancel leaves nothing billing', async () => {
  const member = await createMember(api, `premium${++n}`);
  await post(member, '/premium', { plan: 'monthly' });
  const setups = await Promise.all([1, 2, 3].map(() => saveCard(api, member, CARDS.visa)));
  const answers = await Promise.all(setups.map(({ setup }) => post(member, '/premium/subscribe', { setup_intent_id: setup.setup_intent })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toMatch(/^(You already have premium\.|Your premium is being started\.)/);
  const [{ customer }] = await runSql<{ customer: string }>(`select customer_id as customer from payment_customers where user_id = ${member.id}`);
  const atProvider = (type: string, status: string) =>
    runSql<{ number: string }>(`select data->>'number' as number from sandbox_objects where type = '${type}' and data->>'customer' = '${customer}' and data->>'status' = '${status}'`);
  expect(await atProvider('subscription', 'active')).toHaveLength(1);
  expect(await atProvider('invoice', 'paid')).toHaveLength(1);

  await post(member, '/premium/cancel');
  await advance(63);
  expect(await atProvider('subscription', 'active')).toEqual([]);
  expect(await atProvider('invoice', 'paid')).toHaveLength(1);
  expect(await isPremium(member)).toBe(false);
});

it('ends a stray second subscription at the provider on cancel, keeping track of the one the member pays for', async () => {
  const { member } = await subscribed();
  const [kept] = await runSql<{ id: string; customer: string; method: string }>(
    `select subscription_id as id, customer_id as customer, payment_method_id as method from subscriptions join payment_customers using (user_id) where user_id = ${member.id}`,
  );
  // A second subscription the site never asked for (an older version's double subscribe), announced by its webhook.
  const { sandboxProvider } = await import('@/server/adapters/payments-sandbox/sandbox-provider');
  const stray = await sandboxProvider().createSubscription(
    { customer: kept.customer, plan: { id: 'monthly', name: 'Monthly', amount: 499, currency: 'usd', interval: 'month' }, paymentMethod: kept.method, metadata: { user_id: String(member.id), plan: 'monthly' } },
    `stray:${member.id}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await runSql(`select 1 from subscriptions where subscription_id = '${kept.id}'`)).toHaveLength(1);

  expect((await post(member, '/premium/cancel')).body.subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
  const [provider] = await runSql<{ status: string }>(`select data->>'status' as status from sandbox_objects where id = '${stray.id}'`);
  expect(provider.status).toBe('canceled');
  expect(await isPremium(member)).toBe(true);
});

it('numbers invoices from one sequence: parallel payments never share a number', async () => {
  const { member } = await subscribed();
  const keys = ['one', 'two', 'three', 'four'];
  await Promise.all(keys.map((key) => as(member)('/premium/payment/upload', { json: { quantity: 1 }, headers: { 'idempotency-key': `numbers-${key}` } })));
  const numbers = (await invoicesOf(member)).map((invoice) => invoice.number);
  expect(numbers).toHaveLength(1 + keys.length);
  expect(new Set(numbers).size).toBe(numbers.length);
});

it('refuses an Idempotency-Key sent again with a different request, as Stripe does', async () => {
  const { member } = await subscribed();
  const upload = (quantity: number) => as(member)<z.infer<typeof prepayAnswerSchema>>('/premium/payment/upload', { json: { quantity }, headers: { 'idempotency-key': 'reused-key' } });
  expect((await upload(2)).status).toBe(200);
  const other = await upload(5);
  expect(other.status).toBe(400);
  expect(other.body.message).toBe('This Idempotency-Key was already used with a different request. Use a new key for a new request.');
  expect(await invoicesOf(member, '?status=paid')).toHaveLength(2);
});

describe('the test clock', () => {
  const call = (headers: Record<string, string>, json: unknown = { days: 1 }) => httpCall(`${api.url}/api/dev/payments/advance`, { json, headers });
  const notFound = { statusCode: 404, message: 'There is no POST /api/dev/payments/advance in this API.', error: 'Not Found', requestId: expect.any(String) };

  it('answers a stranger the same 404 whatever the input, and is missing from the OpenAPI document', async () => {
    for (const json of [{ days: 1 }, { days: 'x' }, 'not json', {}]) {
      const res = await call({ 'x-dev-tools-key': 'a-guess-that-is-long-enough-000000' }, json);
      expect([res.status, res.body]).toEqual([404, notFound]);
    }
    expect((await httpCall(`${api.url}/api/dev/payments/advance`, { method: 'GET' })).status).toBe(404);
    const document = await httpCall<{ paths: Record<string, unknown> }>(`${api.url}/api/docs/openapi.json`);
    expect(Object.keys(document.body.paths).filter((path) => path.startsWith('/api/dev'))).toEqual([]);
  });

  it('exists only when asked for by name (PAYMENTS_TEST_CLOCK=1), even with the key', async () => {
    expect((await call(devToolsHeaders, { days: 'x' })).status).toBe(400);
    delete process.env.PAYMENTS_TEST_CLOCK;
    try {
      expect([(await call(devToolsHeaders)).status, (await call(devToolsHeaders)).body]).toEqual([404, notFound]);
    } finally {
      process.env.PAYMENTS_TEST_CLOCK = '1';
    }
  });
});
