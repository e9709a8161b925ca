/** @jest-environment node */
import type { Mixtape, Track } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { DownloadLink } from '@/lib/contracts/library';
import type { Purchase, PurchaseIntent } from '@/lib/contracts/payments';
import { startTestApi, type TestApi } from '../helpers/api-server';
import { httpCall } from '../helpers/http';
import { callAs, createMember, runSql, type Member } from '../helpers/members';
import { CARDS, confirmWithCard, finish3ds, subscribeToPremium } from '../helpers/payments';

let api: TestApi;
let paid: Mixtape[];
let free: Mixtape;
let n = 0;
const newMember = () => createMember(api, `buyer${++n}`);
const buy = (member: Member, mixtape: Mixtape) => callAs(api, member)<PurchaseIntent>(`/mixtapes/${mixtape.id}/purchase`, { method: 'POST' });
const confirm = (member: Member, mixtape: Mixtape, paymentIntentId: string) =>
  callAs(api, member)<Purchase>(`/mixtapes/${mixtape.id}/purchase/confirm`, { json: { payment_intent_id: paymentIntentId } });
const paidCount = async (userId: number) => (await runSql<{ n: number }>(`select count(*)::int as n from purchases where user_id = ${userId} and paid_at is not null`))[0].n;

beforeAll(async () => {
  api = await startTestApi({ seed: { mixtapes: 12 } });
  const list = (await callAs(api, null)<Paged<Mixtape>>('/mixtapes?take=100')).body.data;
  paid = list.filter((m) => m.price);
  free = list.find((m) => !m.price)!;
  if (paid.length < 2) throw new Error('the seed should sell at least two mixtapes');
});
afterAll(() => api.stop());

it('shows a price on paid mixtapes and null on free ones', async () => {
  expect(paid[0].price).toEqual({ amount: expect.any(Number), currency: 'usd' });
  expect(free.price).toBeNull();
  const detail = await callAs(api, null)<Mixtape>(`/mixtapes/${paid[0].id}`);
  expect(detail.body.price).toEqual(paid[0].price);
});

it('buys a mixtape with 4242: the intent carries the server price, confirm answers the purchase, and the list and receipt follow', async () => {
  const member = await newMember();
  const intent = await buy(member, paid[0]);
  expect(intent.status).toBe(200);
  expect(intent.body).toEqual({ payment_intent_id: expect.stringMatching(/^pi_/), client_secret: expect.stringContaining('_secret_'), amount: paid[0].price!.amount, currency: 'usd', status: 'requires_payment_method' });
  expect((await buy(member, paid[0])).body.payment_intent_id).toBe(intent.body.payment_intent_id);

  const confirmed = await confirmWithCard(api, intent.body.client_secret, CARDS.visa);
  expect([confirmed.status, confirmed.body.status]).toEqual([200, 'succeeded']);
  const purchase = await confirm(member, paid[0], intent.body.payment_intent_id);
  expect(purchase.status).toBe(200);
  expect(purchase.body).toMatchObject({ mixtape: { id: paid[0].id }, amount: paid[0].price!.amount, currency: 'usd', receipt_url: `/api/v3/users/purchases/${purchase.body.id}/receipt` });

  const list = await callAs(api, member)<Paged<Purchase>>('/users/purchases');
  expect(list.body.data.map((p) => p.id)).toEqual([purchase.body.id]);
  expect((await callAs(api, member)<Purchase>(`/users/purchases/${purchase.body.id}`)).body).toEqual(purchase.body);
  const receipt = await httpCall(`${api.url}${purchase.body.receipt_url}`, { token: member.token, raw: true });
  expect([receipt.status, receipt.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  expect(receipt.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const again = await buy(member, paid[0]);
  expect([again.status, again.body.message]).toEqual([409, 'You already bought this mixtape.']);
});

it('refuses to sell a free mixtape, and the amount is the server\'s whatever the client sends', async () => {
  const member = await newMember();
  const refused = await buy(member, free);
  expect([refused.status, refused.body.message]).toEqual([400, 'This mixtape is free: there is nothing to buy.']);
  const intent = await callAs(api, member)<PurchaseIntent>(`/mixtapes/${paid[1].id}/purchase`, { json: { amount: 1, currency: 'jpy' } });
  expect([intent.status, intent.body.amount, intent.body.currency]).toEqual([200, paid[1].price!.amount, 'usd']);
  const purchase = await confirm(member, paid[1], intent.body.payment_intent_id);
  expect(purchase.status).toBe(402);
  // An intent that paid less than the purchase asks for makes no purchase, neither by webhook nor by confirm.
  await runSql(`update purchases set amount = amount + 100 where payment_intent_id = '${intent.body.payment_intent_id}'`);
  await confirmWithCard(api, intent.body.client_secret, CARDS.visa);
  expect((await confirm(member, paid[1], intent.body.payment_intent_id)).status).toBe(402);
  expect(await paidCount(member.id)).toBe(0);
});

it.each([
  ['declined', CARDS.declined, 'card_declined', 'generic_decline', 'Your card was declined.'],
  ['insufficient funds', CARDS.insufficientFunds, 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
])('answers a %s card with a 402 carrying Stripe\'s codes, and the purchase confirm with the same message', async (_, card, code, declineCode, message) => {
  const member = await newMember();
  const intent = await buy(member, paid[0]);
  const refused = await confirmWithCard(api, intent.body.client_secret, card);
  expect(refused.status).toBe(402);
  expect(refused.body).toMatchObject({ code, decline_code: declineCode, message });
  const confirmed = await confirm(member, paid[0], intent.body.payment_intent_id);
  expect([confirmed.status, confirmed.body.message]).toEqual([402, message]);
  // The same intent takes another card afterwards.
  expect((await buy(member, paid[0])).body.payment_intent_id).toBe(intent.body.payment_intent_id);
  expect((await confirmWithCard(api, intent.body.client_secret, CARDS.visa)).body.status).toBe('succeeded');
  expect((await confirm(member, paid[0], intent.body.payment_intent_id)).status).toBe(200);
});

it('takes the 3-D Secure card through its page: Fail is a 402, Complete pays', async () => {
  const member = await newMember();
  const intent = await buy(member, paid[0]);
  const action = await confirmWithCard(api, intent.body.client_secret, CARDS.threeDSecure);
  expect(action.body.status).toBe('requires_action');
  expect(action.body.next_action?.redirect_to_url.url).toBe(`/payments/sandbox/3ds/${intent.body.payment_intent_id}?client_secret=${encodeURIComponent(intent.body.client_secret)}`);
  expect((await confirm(member, paid[0], intent.body.payment_intent_id)).status).toBe(402);
  const failed = await finish3ds(api, action.body, 'fail');
  expect([failed.status, (failed.body as { code?: string }).code]).toEqual([402, 'payment_intent_authentication_failure']);

  const retry = await confirmWithCard(api, intent.body.client_secret, CARDS.threeDSecure);
  const completed = await finish3ds(api, retry.body, 'complete');
  expect([completed.status, completed.body.status]).toEqual([200, 'succeeded']);
  expect((await confirm(member, paid[0], intent.body.payment_intent_id)).status).toBe(200);
});

it('lets a buyer who left the 3-D Secure step pay with another card: the same intent, confirmed again', async () => {
  const member = await newMember();
  const intent = await buy(member, paid[0]);
  expect((await confirmWithCard(api, intent.body.client_secret, CARDS.threeDSecure)).body.status).toBe('requires_action');
  // Back on the mixtape later, Buy answers the same intent, still waiting for its check.
  const again = await buy(member, paid[0]);
  expect([again.body.payment_intent_id, again.body.status]).toEqual([intent.body.payment_intent_id, 'requires_action']);
  const paidWithVisa = await confirmWithCard(api, again.body.client_secret, CARDS.visa);
  expect([paidWithVisa.status, paidWithVisa.body.status, paidWithVisa.body.next_action]).toEqual([200, 'succeeded', null]);
  expect((await confirm(member, paid[0], intent.body.payment_intent_id)).status).toBe(200);
  // A paid intent is not confirmed again.
  const twice = await confirmWithCard(api, again.body.client_secret, CARDS.visa);
  expect([twice.status, (twice.body as { message?: string }).message]).toEqual([400, 'This PaymentIntent has status succeeded and cannot be confirmed.']);
});

it('makes one purchase from a confirm twice and a confirm racing the webhook', async () => {
  const member = await newMember();
  const intent = await buy(member, paid[0]);
  // The sandbox's confirmation sends payment_intent.succeeded to the webhook while the member confirms, twice.
  const [card, ...confirms] = await Promise.all([
    confirmWithCard(api, intent.body.client_secret, CARDS.visa),
    confirm(member, paid[0], intent.body.payment_intent_id),
    confirm(member, paid[0], intent.body.payment_intent_id),
  ]);
  expect(card.status).toBe(200);
  const settled = await Promise.all([confirm(member, paid[0], intent.body.payment_intent_id), confirm(member, paid[0], intent.body.payment_intent_id)]);
  for (const answer of [...confirms, ...settled]) expect([200, 402]).toContain(answer.status);
  expect(settled.map((a) => a.body.id)).toEqual([settled[0].body.id, settled[0].body.id]);
  expect(await paidCount(member.id)).toBe(1);
});

it('records the purchase from the webhook alone when the member never confirms', async () => {
  const member = await newMember();
  const intent = await buy(member, paid[1]);
  await confirmWithCard(api, intent.body.client_secret, CARDS.visa);
  expect(await paidCount(member.id)).toBe(1);
});

it('keeps purchases to their owner: another member\'s purchase and receipt are 404s, and so is confirming their intent', async () => {
  const [owner, other] = [await newMember(), await newMember()];
  const intent = await buy(owner, paid[0]);
  await confirmWithCard(api, intent.body.client_secret, CARDS.visa);
  const purchase = (await confirm(owner, paid[0], intent.body.payment_intent_id)).body;
  expect((await callAs(api, other)(`/users/purchases/${purchase.id}`)).status).toBe(404);
  expect((await httpCall(`${api.url}${purchase.receipt_url}`, { token: other.token, raw: true })).status).toBe(404);
  expect((await confirm(other, paid[0], intent.body.payment_intent_id)).status).toBe(404);
  expect((await callAs(api, other)<Paged<Purchase>>('/users/purchases')).body.data).toEqual([]);
  expect((await callAs(api, null)('/users/purchases')).status).toBe(401);
});

it("keeps a paid mixtape's zip for its buyers: anyone else gets a 403", async () => {
  const [buyer, stranger] = [await newMember(), await newMember()];
  const refused = await callAs(api, stranger)(`/mixtapes/${paid[0].id}/download`, { method: 'POST' });
  expect([refused.status, refused.body.message]).toEqual([403, 'Buy this mixtape or go premium to download it.']);
  expect((await callAs(api, stranger)<DownloadLink>(`/mixtapes/${free.id}/download`, { method: 'POST' })).status).toBe(200);
  const intent = await buy(buyer, paid[0]);
  await confirmWithCard(api, intent.body.client_secret, CARDS.visa);
  const link = await callAs(api, buyer)<DownloadLink>(`/mixtapes/${paid[0].id}/download`, { method: 'POST' });
  expect(link.status).toBe(200);
  const zip = await httpCall(`${api.url}${link.body.download_url}`, { raw: true });
  expect([zip.status, zip.headers.get('content-type')]).toEqual([200, 'application/zip']);
});

it("keeps a paid mixtape's tracks for its buyers too, one by one as in its zip, while anyone may stream them", async () => {
  const [buyer, stranger] = [await newMember(), await newMember()];
  const tracksOf = async (mixtape: Mixtape) => (await callAs(api, null)<Track[]>(`/mixtapes/${mixtape.id}/queue`)).body;
  const [paidTracks, [freeTrack]] = await Promise.all([tracksOf(paid[1]), tracksOf(free)]);
  const download = (member: Member | null, track: Track) => callAs(api, member)<DownloadLink>(`/tracks/${track.id}/download`, { method: 'POST' });
  for (const member of [stranger, null]) {
    for (const track of paidTracks) {
      const refused = await download(member, track);
      expect([refused.status, refused.body.message]).toEqual([403, 'Buy this mixtape or go premium to download it.']);
    }
  }
  expect((await download(stranger, freeTrack)).status).toBe(200);
  const stream = await httpCall(`${api.url}/api/v3/tracks/${paidTracks[0].id}/stream`, { raw: true });
  expect(stream.status).toBe(200);
  const intent = await buy(buyer, paid[1]);
  await confirmWithCard(api, intent.body.client_secret, CARDS.visa);
  for (const track of paidTracks) {
    const link = await download(buyer, track);
    expect(link.status).toBe(200);
    expect((await httpCall(`${api.url}${link.body.download_url}`, { raw: true })).status).toBe(200);
  }
});

it('sells a premium member nothing, since premium includes every paid mixtape, and keeps what they bought before', async () => {
  const member = await newMember();
  const intent = await buy(member, paid[0]);
  await confirmWithCard(api, intent.body.client_secret, CARDS.visa);
  const purchase = (await confirm(member, paid[0], intent.body.payment_intent_id)).body;
  expect((await subscribeToPremium(api, member)).status).toBe(200);

  const refused = await buy(member, paid[1]);
  expect([refused.status, refused.body.message]).toEqual([409, 'Premium includes this mixtape: download it with your subscription.']);
  const intentsFor = (mixtape: Mixtape) =>
    runSql(`select 1 from sandbox_objects where type = 'payment_intent' and data->'metadata'->>'user_id' = '${member.id}' and data->'metadata'->>'mixtape_id' = '${mixtape.id}'`);
  expect(await intentsFor(paid[1])).toEqual([]);
  expect(await runSql(`select 1 from purchases where user_id = ${member.id} and mixtape_id = ${paid[1].id}`)).toEqual([]);
  const again = await buy(member, paid[0]);
  expect([again.status, again.body.message]).toEqual([409, 'You already bought this mixtape.']);

  for (const mixtape of paid) expect((await callAs(api, member)<DownloadLink>(`/mixtapes/${mixtape.id}/download`, { method: 'POST' })).status).toBe(200);
  expect((await callAs(api, member)<Paged<Purchase>>('/users/purchases')).body.data.map((p) => p.id)).toEqual([purchase.id]);
  expect((await httpCall(`${api.url}${purchase.receipt_url}`, { token: member.token, raw: true })).status).toBe(200);
});
