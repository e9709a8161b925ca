/** @jest-environment node */
import type { AuditEntry, PaymentAction, PaymentRecord } from '@/lib/contracts/admin';
import type { Mixtape } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { Premium, Purchase, PurchaseIntent } from '@/lib/contracts/payments';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { callAs, createMember, logInWithCode, runSql, type Member } from '../helpers/members';
import { CARDS, confirmWithCard, subscribeToPremium } from '../helpers/payments';

// Money in the console over HTTP, through the payments sandbox: purchases and subscriptions found, a purchase
// refunded in part and then in full (which takes the mixtape back and shows on the receipt), a refund asked twice
// at once made once, and a subscription cancelled at the end of its period and then at once.

let api: TestApi;
let chief: Member;
let mod: Member;
let buyer: Member;
let subscriber: Member;
let mixtape: Mixtape;
let purchase: Purchase;

const admin = () => callAs(api, chief);
const payments = async (query?: string) => (await admin()<Paged<PaymentRecord>>('/admin/payments', { query: query ? { query } : {} })).body;
const refund = (json: object = {}) => admin()<PaymentAction>(`/admin/purchases/${purchase.id}/refund`, { json });
const download = () => callAs(api, buyer)(`/mixtapes/${mixtape.id}/download`, { method: 'POST' });

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 12 }, env: { ADMIN_EMAILS: 'chief@example.com' } });
  [chief, mod, buyer, subscriber] = await Promise.all(['chief', 'mod', 'buyer', 'subscriber'].map((name) => createMember(api, name)));
  await runSql(`update users set roles = '{moderator}' where id = ${mod.id}`);
  await runSql(`update users set two_factor_enabled = true where id in (${chief.id}, ${mod.id})`);
  // Logged in again with a code: the console wants a session that passed a second factor.
  [chief, mod] = await Promise.all([chief, mod].map((m) => logInWithCode(api, m)));
  mixtape = (await callAs(api, null)<Paged<Mixtape>>('/mixtapes?take=100')).body.data.find((m) => m.price)!;
  const intent = await callAs(api, buyer)<PurchaseIntent>(`/mixtapes/${mixtape.id}/purchase`, { method: 'POST' });
  await confirmWithCard(api, intent.body.client_secret, CARDS.visa);
  purchase = (await callAs(api, buyer)<Purchase>(`/mixtapes/${mixtape.id}/purchase/confirm`, { json: { payment_intent_id: intent.body.payment_intent_id } })).body;
  expect((await subscribeToPremium(api, subscriber)).status).toBe(200);
}, 120_000);

afterAll(() => api.stop());

it('is for admins: a moderator is refused', async () => {
  expect((await callAs(api, mod)('/admin/payments')).status).toBe(403);
  expect((await callAs(api, mod)(`/admin/purchases/${purchase.id}/refund`, { json: {} })).status).toBe(403);
});

it('finds purchases and subscriptions by member or reference', async () => {
  const reference = `R-${String(purchase.id).padStart(6, '0')}`;
  expect((await payments()).data.map((p) => p.kind).sort()).toEqual(['purchase', 'subscription']);
  expect((await payments('buyer')).data).toMatchObject([{ kind: 'purchase', reference, member: { username: 'buyer' }, amount: mixtape.price!.amount, status: 'paid', refunded: 0 }]);
  expect((await payments(reference.toLowerCase())).data.map((p) => p.reference)).toEqual([reference]);
  const [sub] = (await payments('subscriber')).data;
  expect(sub).toMatchObject({ kind: 'subscription', id: expect.stringMatching(/^sub_/), description: 'Premium (Monthly)', status: 'active', cancel_at_period_end: false });
  expect((await payments(sub.id)).data.map((p) => p.id)).toEqual([sub.id]);
  expect((await payments('nobody-at-all')).data).toEqual([]);
});

it('refunds part of a purchase: the mixtape stays the buyer’s', async () => {
  expect((await refund({ amount_cents: mixtape.price!.amount + 1 })).status).toBe(400);
  const part = await refund({ amount_cents: 100 });
  expect(part.body).toMatchObject({ changed: true, item: { status: 'partly refunded', refunded: 100 } });
  expect((await download()).status).toBe(200);
  expect((await callAs(api, buyer)<Paged<Purchase>>('/users/purchases')).body.data[0].refunded).toBe(100);
});

it('refunds the rest once, however often it is asked at once; the mixtape is no longer the buyer’s', async () => {
  const answers = await Promise.all([refund(), refund(), refund()]);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(answers.filter((a) => a.body.changed)).toHaveLength(1);
  expect((await runSql<{ n: number; total: number }>(`select count(*)::int as n, sum(amount)::int as total from purchase_refunds where purchase_id = ${purchase.id}`))[0]).toEqual({ n: 2, total: mixtape.price!.amount });
  expect((await payments('buyer')).data[0]).toMatchObject({ status: 'refunded', refunded: mixtape.price!.amount });
  expect((await refund()).body).toMatchObject({ changed: false, message: 'This purchase is already refunded in full.' });

  const refused = await download();
  expect([refused.status, refused.body.message]).toEqual([403, 'Buy this mixtape or go premium to download it.']);
  // The receipt stays, with both refunds on it.
  const receipt = await httpCall(`${api.url}${purchase.receipt_url}`, { token: buyer.token, raw: true });
  expect(receipt.status).toBe(200);
  expect(receipt.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // It can be bought again, with a new payment.
  const again = await callAs(api, buyer)<PurchaseIntent>(`/mixtapes/${mixtape.id}/purchase`, { method: 'POST' });
  expect(again.status).toBe(200);
  expect(again.body.status).toBe('requires_payment_method');
  const log = await admin()<Paged<AuditEntry>>('/admin/audit', { query: { action: 'purchase.refund' } });
  expect(log.body.data.map((e) => [e.before, (e.after as { refunded: number }).refunded])).toEqual([
    [{ refunded: 100 }, mixtape.price!.amount],
    [{ refunded: 0 }, 100],
  ]);
});

it('cancels a subscription at the end of its period, then at once', async () => {
  const [sub] = (await payments('subscriber')).data;
  const later = await admin()<PaymentAction>(`/admin/subscriptions/${sub.id}/cancel`, { json: { at_period_end: true } });
  expect(later.body).toMatchObject({ changed: true, item: { cancel_at_period_end: true, status: 'active' } });
  expect((await callAs(api, subscriber)<Premium>('/premium')).body.subscription).toMatchObject({ cancel_at_period_end: true });
  expect((await admin()<PaymentAction>(`/admin/subscriptions/${sub.id}/cancel`, { json: { at_period_end: true } })).body.changed).toBe(false);
  const now = await admin()<PaymentAction>(`/admin/subscriptions/${sub.id}/cancel`, { json: { at_period_end: false } });
  expect(now.body).toMatchObject({ changed: true, item: { status: 'canceled' } });
  expect((await callAs(api, subscriber)<Premium>('/premium')).body.subscription).toMatchObject({ status: 'canceled' });
  expect((await runSql<{ premium: boolean }>(`select is_premium as premium from users where id = ${subscriber.id}`))[0].premium).toBe(false);
  expect((await admin()(`/admin/subscriptions/sub_nothing/cancel`, { json: { at_period_end: false } })).status).toBe(404);
  expect((await admin()(`/admin/subscriptions/not-an-id/cancel`, { json: { at_period_end: false } })).status).toBe(400);
});
