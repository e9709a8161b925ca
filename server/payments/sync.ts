import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { LIVE_STATUSES, type Invoice, type PaymentIntent, type RefundedCharge, type Subscription } from '../adapters/payments';
import type { Db } from '../db/client';
import { invoices, paymentCustomers, purchases, subscriptions, users } from '../db/schema';
import { findPlan } from './plans';

// What the provider said, written here: by the webhook (server/payments/webhooks.ts) and by the calls that hear
// the provider's answer first. Each write is idempotent, so hearing a thing twice changes nothing.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];


const time = (seconds: number) => new Date(seconds * 1000);

async function customerUser(tx: Tx, customerId: string): Promise<number | undefined> {
  const [row] = await tx.select({ userId: paymentCustomers.userId }).from(paymentCustomers).where(eq(paymentCustomers.customerId, customerId));
  return row?.userId;
}

/**
 * A mixtape's purchase is paid once the provider says its intent succeeded for the amount asked: one conditional
 * update, so the confirm call and the webhook racing each other make one purchase.
 */
export async function markPurchasePaid(tx: Tx, intent: PaymentIntent): Promise<void> {
  if (intent.status !== 'succeeded') return;
  await tx
    .update(purchases)
    .set({ paidAt: sql`now()` })
    .where(and(eq(purchases.paymentIntentId, intent.id), isNull(purchases.paidAt), eq(purchases.amount, intent.amount), eq(purchases.currency, intent.currency)));
}

/**
 * How much of a purchase was given back, as the provider's charge says: it only grows, so an event heard late or
 * twice never undoes a later refund. Refunded in full, the purchase no longer unlocks its mixtape.
 */
export async function applyRefundedCharge(tx: Tx, charge: RefundedCharge): Promise<void> {
  await tx
    .update(purchases)
    .set({ refundedAmount: sql`greatest(${purchases.refundedAmount}, ${charge.amount_refunded})` })
    .where(and(eq(purchases.paymentIntentId, charge.payment_intent), eq(purchases.currency, charge.currency)));
}

export async function applySubscription(tx: Tx, sub: Subscription): Promise<void> {
  const userId = await customerUser(tx, sub.customer);
  if (userId === undefined) return;
  const row = {
    subscriptionId: sub.id,
    plan: findPlan(sub.metadata.plan)?.id ?? 'monthly',
    status: sub.status,
    currentPeriodStart: time(sub.current_period_start),
    currentPeriodEnd: time(sub.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    updatedAt: new Date(),
  };
  // A member has one subscription: a new one takes the row over only once the one it holds has ended, so news of
  // a stray second subscription never makes the site lose track of the one the member pays for.
  const takesOver = or(eq(subscriptions.subscriptionId, sub.id), notInArray(subscriptions.status, LIVE_STATUSES));
  const [kept] = await tx
    .insert(subscriptions)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: subscriptions.userId, set: row, setWhere: takesOver })
    .returning({ status: subscriptions.status });
  if (kept) await tx.update(users).set({ isPremium: LIVE_STATUSES.includes(kept.status) }).where(eq(users.id, userId));
}

export async function applyInvoice(tx: Tx, invoice: Invoice): Promise<void> {
  const userId = await customerUser(tx, invoice.customer);
  if (userId === undefined) return;
  const row = {
    number: invoice.number ?? invoice.id,
    description: invoice.description ?? 'Premium',
    amount: invoice.amount,
    currency: invoice.currency,
    status: invoice.status,
    periodStart: time(invoice.period_start),
    periodEnd: time(invoice.period_end),
  };
  await tx
    .insert(invoices)
    .values({ userId, invoiceId: invoice.id, createdAt: time(invoice.created), ...row })
    .onConflictDoUpdate({ target: invoices.invoiceId, set: row });
}
