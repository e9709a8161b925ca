import type { Premium } from '@/lib/contracts/payments';
import { z } from 'zod';
import type { invoiceSchema } from '@/lib/contracts/payments';
import { addMonths, type Invoice } from '../adapters/payments';
import { paymentProvider } from '../adapters/payment-provider';
import { getDb } from '../db/client';
import { invalid, notFound } from '../core/errors';
import { findCustomer } from './customers';
import { findInvoiceByProviderId, toInvoice } from './invoices';
import { findPlan } from './plans';
import { liveSubscription, NO_SUBSCRIPTION_MESSAGE, premiumState } from './premium';
import { applyInvoice, applySubscription } from './sync';

// POST /premium/payment/upload { quantity }: prepaying `quantity` months in one payment, at the monthly plan's
// price, which pushes the next renewal back by as many months (see docs/product.md, Premium).

export const NO_CARD_MESSAGE = 'Add a card first.';
const BAD_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 printable characters.';

/** Once a prepaid invoice is paid, the provider's subscription runs to the invoice's end (never shortened: it may be later already). */
export async function extendForPrepaid(invoice: Invoice): Promise<void> {
  if (invoice.metadata.kind !== 'prepay' || invoice.status !== 'paid' || !invoice.metadata.subscription) return;
  const provider = await paymentProvider();
  const sub = await provider.retrieveSubscription(invoice.metadata.subscription);
  if (!sub || sub.current_period_end >= invoice.period_end) return;
  const extended = await provider.extendSubscription(sub.id, invoice.period_end);
  await (await getDb()).transaction((tx) => applySubscription(tx, extended));
}

/**
 * The months start where the paid time ends. The idempotency key names that point (or is the client's
 * Idempotency-Key): a double submit pays once, and a retry after the first succeeded starts from the new end.
 */
export async function prepayMonths(userId: number, quantity: number, idempotencyHeader: string | string[] | undefined): Promise<Premium & { invoice: z.infer<typeof invoiceSchema> }> {
  const clientKey = idempotencyHeader === undefined ? undefined : String(idempotencyHeader);
  if (clientKey !== undefined && !/^[\x21-\x7e]{1,255}$/.test(clientKey)) throw invalid(BAD_KEY_MESSAGE);
  const sub = await liveSubscription(userId);
  if (!sub) throw notFound(NO_SUBSCRIPTION_MESSAGE);
  const customer = await findCustomer(userId);
  if (!customer?.paymentMethodId) throw invalid(NO_CARD_MESSAGE);
  const monthly = findPlan('monthly')!;
  const provider = await paymentProvider();
  const current = await provider.retrieveSubscription(sub.subscriptionId);
  if (!current) throw notFound(NO_SUBSCRIPTION_MESSAGE);
  const start = current.current_period_end;
  const end = addMonths(start, quantity);
  const key = clientKey ? `prepay:${userId}:${clientKey}` : `prepay:${sub.subscriptionId}:${start}:${quantity}`;
  const paid = await provider.payInvoice(
    {
      customer: customer.customerId,
      paymentMethod: customer.paymentMethodId,
      amount: monthly.amount * quantity,
      currency: monthly.currency,
      description: `Premium, ${quantity} prepaid month${quantity === 1 ? '' : 's'}`,
      metadata: { kind: 'prepay', user_id: String(userId), subscription: sub.subscriptionId, months: String(quantity), period_start: String(start), period_end: String(end) },
    },
    key,
  );
  await (await getDb()).transaction((tx) => applyInvoice(tx, paid));
  await extendForPrepaid(paid);
  return { ...(await premiumState(userId)), invoice: toInvoice((await findInvoiceByProviderId(paid.id))!) };
}
