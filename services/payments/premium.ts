import type { Paged } from '@/lib/contracts/common';
import {
  invoicePageSchema,
  premiumSchema,
  prepayAnswerSchema,
  setupIntentAnswerSchema,
  type PlanId,
  type Premium,
} from '@/lib/contracts/payments';
import type { z } from 'zod';
import type { invoiceSchema, invoiceStatusSchema } from '@/lib/contracts/payments';
import { newEventId } from '@/services/common/analytics';
import { api, parseReply } from '@/services/common/api-client';
import { isHttpCallError } from '@/services/common/api-errors';
import { apiOriginUrl } from '@/services/common/api-urls';

// Premium (see docs/api.md, Buying): the plans and the member's subscription, its card, its invoices. Every call
// that changes premium answers the whole premium state, which the site keeps as the member's premium query
// (hooks/payments/use-has-premium.ts).

export type Invoice = z.infer<typeof invoiceSchema>;
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
export type PrepayAnswer = z.infer<typeof prepayAnswerSchema>;
export interface CardSetup {
  setup_intent: string;
  client_secret: string;
}

const premiumCall = async (path: string, body?: unknown): Promise<Premium> =>
  parseReply(premiumSchema, (await api.post(path, body)).data, `POST ${path}`);

export async function getPremium(): Promise<Premium> {
  return parseReply(premiumSchema, (await api.get('/premium')).data, 'GET /premium');
}

/** Prepares the member's customer with the plan, before the card is collected. */
export const choosePlan = (plan: PlanId) => premiumCall('/premium', { plan });

/** A SetupIntent collecting the card to subscribe with (`replacing`: the card renewals are charged to). */
export async function newCardSetup(replacing = false): Promise<CardSetup> {
  const path = replacing ? '/premium/payment/update' : '/premium/payment';
  return parseReply(setupIntentAnswerSchema, (await api.post(path)).data, `POST ${path}`);
}

/** Saves the card of a confirmed SetupIntent as the one on file. */
export const confirmCard = (setupIntent: string) => premiumCall('/premium/payment/confirm', { setup_intent: setupIntent });

/** Starts the chosen plan on the confirmed card; the first payment may be refused (402, with the card's reason). */
export const subscribe = (setupIntentId: string) => premiumCall('/premium/subscribe', { setup_intent_id: setupIntentId });

export const cancelPremium = () => premiumCall('/premium/cancel');
export const resumePremium = () => premiumCall('/premium/resume');

/**
 * Prepays `quantity` months on the card on file. The key names one decision of the member's: sent again (a retry
 * after a lost answer) it pays once, so the caller makes a new one per confirmation, not per attempt.
 */
export async function prepayMonths(quantity: number, idempotencyKey: string): Promise<PrepayAnswer> {
  const { data } = await api.post('/premium/payment/upload', { quantity }, { headers: { 'Idempotency-Key': idempotencyKey } });
  return parseReply(prepayAnswerSchema, data, 'POST /premium/payment/upload');
}

/** A fresh Idempotency-Key, for one confirmed prepayment. */
export const newIdempotencyKey = (): string => `prepay-${newEventId()}`;

export async function getInvoices(page: number, take: number, status?: InvoiceStatus): Promise<Paged<Invoice>> {
  const params = status ? { page, take, status } : { page, take };
  return parseReply(invoicePageSchema, (await api.get('/premium/invoices', { params })).data, 'GET /premium/invoices');
}

async function readJson(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * An invoice's PDF (its `pdf_url`), fetched with the member's token: the route answers its owner only, so a plain
 * link, which carries no Bearer header, would be refused.
 */
export async function getInvoicePdf(pdfUrl: string): Promise<Blob> {
  try {
    return (await api.get<Blob>(apiOriginUrl(pdfUrl), { responseType: 'blob' })).data;
  } catch (error) {
    // Asked for a blob, an error's JSON body comes as one too: read it back, so its message can be shown.
    const response = isHttpCallError(error) ? error.response : undefined;
    if (response?.data instanceof Blob) response.data = await readJson(response.data);
    throw error;
  }
}
