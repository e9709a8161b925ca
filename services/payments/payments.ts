import axios, { isAxiosError } from 'axios';
import type { Paged } from '@/lib/contracts/common';
import {
  purchaseIntentSchema,
  purchasePageSchema,
  purchaseSchema,
  sandboxIntentSchema,
  type Purchase,
  type PurchaseIntent,
  type SandboxIntent,
} from '@/lib/contracts/payments';
import { api, parseReply } from '@/services/common/api-client';
import { apiOriginUrl, seg, type Id } from '@/services/common/api-urls';

// Buying (see docs/api.md, Buying): a paid mixtape's purchase and its receipt, and the payments sandbox's own calls
// that stand in for Stripe.js when no Stripe key is configured. Premium's calls are in services/payments/premium.ts.

/** POST /mixtapes/{id}/purchase: the member's PaymentIntent at the server's price (the same one while unpaid). */
export async function startPurchase(mixtapeId: Id): Promise<PurchaseIntent> {
  const path = `/mixtapes/${seg(mixtapeId)}/purchase`;
  return parseReply(purchaseIntentSchema, (await api.post(path)).data, `POST ${path}`);
}

/** POST /mixtapes/{id}/purchase/confirm: the purchase once the provider says the intent succeeded (402 otherwise). */
export async function confirmPurchase(mixtapeId: Id, paymentIntentId: string): Promise<Purchase> {
  const path = `/mixtapes/${seg(mixtapeId)}/purchase/confirm`;
  return parseReply(purchaseSchema, (await api.post(path, { payment_intent_id: paymentIntentId })).data, `POST ${path}`);
}

export async function getPurchases(page: number, take: number): Promise<Paged<Purchase>> {
  return parseReply(purchasePageSchema, (await api.get('/users/purchases', { params: { page, take } })).data, 'GET /users/purchases');
}

/**
 * Every mixtape the member holds by a purchase, newest first, a page of 100 at a time: the member's bought ids
 * (hooks/payments/use-purchased-ids.ts), read by the member sync. One refunded in full is not held.
 */
export async function getPurchasedMixtapeIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await getPurchases(page, 100);
    ids.push(...data.filter((purchase) => purchase.refunded < purchase.amount).map((purchase) => purchase.mixtape.id));
    if (page >= meta.pageCount) return ids;
  }
}

/**
 * A receipt's PDF (`receipt_url`, a path under the API's origin): a member's call like any other, so it goes with
 * the Bearer token, and comes back as a Blob for the page to save, under the name the API gives it.
 */
export async function getReceipt(receiptUrl: string): Promise<{ blob: Blob; fileName: string }> {
  try {
    const { data, headers } = await api.get<Blob>(apiOriginUrl(receiptUrl), { responseType: 'blob' });
    const named = /filename="([^"]+)"/.exec(String(headers['content-disposition'] ?? ''));
    return { blob: data, fileName: named?.[1] ?? 'receipt.pdf' };
  } catch (error) {
    // Asked for a Blob, a refusal's JSON arrives as one too: read back, its message is what the member sees.
    if (isAxiosError(error) && error.response?.data instanceof Blob) {
      error.response.data = await error.response.data.text().then(JSON.parse).catch(() => null);
    }
    throw error;
  }
}

// The sandbox's calls are served beside the API (not inside a version) on its origin, and take the client secret as
// their credential, as Stripe.js does: no session goes with them.
const sandboxUrl = (path: string) => apiOriginUrl(`/api/payments/sandbox${path}`);

export interface SandboxCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** Confirms a PaymentIntent or SetupIntent with a card: `succeeded`, `requires_action` (3-D Secure), or a 402. */
export async function confirmSandboxIntent(clientSecret: string, card: SandboxCard): Promise<SandboxIntent> {
  const { data } = await axios.post(sandboxUrl('/confirm'), { client_secret: clientSecret, card });
  return parseReply(sandboxIntentSchema, data, 'POST /api/payments/sandbox/confirm');
}

/** The sandbox's 3-D Secure page answering for the person: `succeeded`, or a 402 when they failed it. */
export async function finishSandboxAuthentication(intentId: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<SandboxIntent> {
  const { data } = await axios.post(sandboxUrl(`/3ds/${seg(intentId)}`), { client_secret: clientSecret, outcome });
  return parseReply(sandboxIntentSchema, data, 'POST /api/payments/sandbox/3ds/{id}');
}
