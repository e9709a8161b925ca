import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentAction, PaymentRecord, searchQuerySchema } from '@/lib/contracts/admin';
import type { Paged } from '@/lib/contracts/common';
import { paymentProvider } from '../adapters/payment-provider';
import { conflict, invalid, notFound } from '../core/errors';
import { pageMeta } from '../core/paging';
import { getDb, rowsOf } from '../db/client';
import { mixtapes, purchaseRefunds, purchases, subscriptions, users } from '../db/schema';
import { findPlan } from '../payments/plans';
import { applySubscription } from '../payments/sync';
import { recordAudit } from './audit';
import type { ConsoleActor } from './console';

// Money in the console (admins): purchases and subscriptions found by member or reference, a purchase refunded in
// full or in part through the payment provider, a subscription cancelled at once or at the end of its period.

/** A purchase's receipt number, as its PDF shows it. */
const receiptNumber = (id: number) => `R-${String(id).padStart(6, '0')}`;

const purchaseStatus = (p: { paidAt: Date | null; amount: number; refundedAmount: number }) =>
  !p.paidAt ? 'unpaid' : p.refundedAmount >= p.amount ? 'refunded' : p.refundedAmount > 0 ? 'partly refunded' : 'paid';

interface Row {
  kind: 'purchase' | 'subscription';
  id: string;
  user_id: number;
  username: string;
  email: string | null;
  description: string;
  amount: number | null;
  currency: string | null;
  status: string;
  refunded: number;
  current_period_end: Date | string | null;
  cancel_at_period_end: boolean | null;
  created_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toRecord(row: Row): PaymentRecord {
  const plan = row.kind === 'subscription' ? findPlan(row.description) : undefined;
  return {
    kind: row.kind,
    id: row.id,
    reference: row.kind === 'purchase' ? receiptNumber(Number(row.id)) : row.id,
    member: { id: row.user_id, username: row.username, email: row.email },
    description: row.kind === 'purchase' ? `Mixtape: ${row.description}` : `Premium (${plan?.name ?? row.description})`,
    amount: row.amount ?? plan?.amount ?? 0,
    currency: row.currency ?? plan?.currency ?? 'usd',
    status: row.status,
    refunded: row.refunded,
    current_period_end: row.current_period_end ? iso(row.current_period_end) : null,
    cancel_at_period_end: row.cancel_at_period_end,
    created_at: iso(row.created_at),
  };
}

/**
 * Purchases (paid or not) and subscriptions, newest first; `query` is a member (id, part of the username or email)
 * or a reference: a receipt number, a PaymentIntent or a subscription id.
 */
export async function listPayments(query: z.infer<typeof searchQuerySchema>): Promise<Paged<PaymentRecord>> {
  const db = await getDb();
  const text = query.query?.toLowerCase();
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const memberId = text ? /^#?(\d{1,9})$/.exec(text) : null;
  const receipt = text ? /^r-0*(\d{1,9})$/.exec(text) : null;
  const byMember = (): SQL | undefined =>
    like ? or(memberId ? eq(users.id, Number(memberId[1])) : undefined, sql`lower(${users.username}) like ${like}`, sql`${users.email} like ${like}`) : undefined;
  const purchaseWhere = like ? or(byMember(), receipt ? eq(purchases.id, Number(receipt[1])) : undefined, sql`lower(${purchases.paymentIntentId}) = ${text}`) : undefined;
  const subscriptionWhere = like ? or(byMember(), sql`lower(${subscriptions.subscriptionId}) = ${text}`) : undefined;
  const both = sql`(
    select 'purchase' as kind, ${purchases.id}::text as id, ${users.id} as user_id, ${users.username} as username, ${users.email} as email,
      ${mixtapes.title} as description, ${purchases.amount} as amount, ${purchases.currency} as currency,
      case when ${purchases.paidAt} is null then 'unpaid' when ${purchases.refundedAmount} >= ${purchases.amount} then 'refunded'
        when ${purchases.refundedAmount} > 0 then 'partly refunded' else 'paid' end as status,
      ${purchases.refundedAmount} as refunded, null::timestamptz as current_period_end, null::boolean as cancel_at_period_end, ${purchases.createdAt} as created_at
    from ${purchases} join ${users} on ${users.id} = ${purchases.userId} join ${mixtapes} on ${mixtapes.id} = ${purchases.mixtapeId}
    ${purchaseWhere ? sql`where ${purchaseWhere}` : sql``}
    union all
    select 'subscription', ${subscriptions.subscriptionId}, ${users.id}, ${users.username}, ${users.email},
      ${subscriptions.plan}, null::integer, null::text, ${subscriptions.status}, 0, ${subscriptions.currentPeriodEnd}, ${subscriptions.cancelAtPeriodEnd},
      ${subscriptions.currentPeriodStart}
    from ${subscriptions} join ${users} on ${users.id} = ${subscriptions.userId}
    ${subscriptionWhere ? sql`where ${subscriptionWhere}` : sql``}
  ) as payments`;
  const [page, total] = await Promise.all([
    db.execute(sql`select * from ${both} order by created_at desc, id desc limit ${query.take} offset ${(query.page - 1) * query.take}`),
    db.execute(sql`select count(*)::int as n from ${both}`),
  ]);
  return { data: (rowsOf(page) as unknown as Row[]).map(toRecord), meta: pageMeta(query.page, query.take, (rowsOf(total) as unknown as { n: number }[])[0].n) };
}

async function purchaseRecord(id: number): Promise<PaymentRecord> {
  const db = await getDb();
  const [row] = await db
    .select({ purchase: purchases, username: users.username, email: users.email, title: mixtapes.title })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .innerJoin(mixtapes, eq(mixtapes.id, purchases.mixtapeId))
    .where(eq(purchases.id, id));
  if (!row) throw notFound('Purchase not found');
  const p = row.purchase;
  return toRecord({
    kind: 'purchase',
    id: String(p.id),
    user_id: p.userId,
    username: row.username,
    email: row.email,
    description: row.title,
    amount: p.amount,
    currency: p.currency,
    status: purchaseStatus(p),
    refunded: p.refundedAmount,
    current_period_end: null,
    cancel_at_period_end: null,
    created_at: p.createdAt,
  });
}

/**
 * Gives back `amount` (by default all that is left) of a paid purchase through the provider. The provider's key is
 * the purchase and how much was given back before, so the same refund asked twice (a double click, two admins at
 * once) is made once. Refunded in full, the purchase no longer unlocks its mixtape; its receipt lists the refund.
 */
export async function refundPurchase(actor: ConsoleActor, id: number, amount: number | undefined): Promise<PaymentAction> {
  const db = await getDb();
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, id));
  if (!purchase) throw notFound('Purchase not found');
  if (!purchase.paidAt) throw conflict('This purchase was never paid: there is nothing to refund.');
  const left = purchase.amount - purchase.refundedAmount;
  if (left <= 0) return { changed: false, message: 'This purchase is already refunded in full.', item: await purchaseRecord(id) };
  const value = amount ?? left;
  if (value > left) throw invalid(`amount_cents: at most ${left} is left to refund.`);
  const refund = await (await paymentProvider()).refundPayment(
    { paymentIntent: purchase.paymentIntentId, amount: value, metadata: { purchase_id: String(id) } },
    `refund:${purchase.paymentIntentId}:${purchase.refundedAmount}:${value}`,
  );
  if (refund.status === 'failed' || refund.status === 'canceled') throw conflict(`The payment provider did not make the refund (${refund.status}).`);
  const changed = await db.transaction(async (tx) => {
    const [kept] = await tx.insert(purchaseRefunds).values({ id: refund.id, purchaseId: id, paymentIntentId: purchase.paymentIntentId, amount: refund.amount }).onConflictDoNothing().returning();
    // The same refund heard again (asked twice at once): made and recorded once.
    if (!kept) return false;
    await tx
      .update(purchases)
      .set({ refundedAmount: sql`greatest(${purchases.refundedAmount}, ${purchase.refundedAmount + refund.amount})` })
      .where(eq(purchases.id, id));
    await recordAudit(tx, actor, {
      action: 'purchase.refund',
      target: { type: 'purchase', id: receiptNumber(id) },
      before: { refunded: purchase.refundedAmount },
      after: { refunded: purchase.refundedAmount + refund.amount, refund: refund.id },
    });
    return true;
  });
  const item = await purchaseRecord(id);
  if (!changed) return { changed: false, message: 'This refund was already made.', item };
  return { changed: true, message: `${(refund.amount / 100).toFixed(2)} ${refund.currency.toUpperCase()} refunded to ${item.member.username}'s card.`, item };
}

/** Cancels a subscription now, or at the end of its period (premium lasts until then). */
export async function cancelMemberSubscription(actor: ConsoleActor, subscriptionId: string, atPeriodEnd: boolean): Promise<PaymentAction> {
  const db = await getDb();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, subscriptionId));
  if (!row) throw notFound('Subscription not found');
  const record = async () => (await listPayments({ query: subscriptionId, page: 1, take: 1 })).data[0];
  if (row.status === 'canceled') return { changed: false, message: 'This subscription has already ended.', item: await record() };
  if (atPeriodEnd && row.cancelAtPeriodEnd) return { changed: false, message: 'This subscription already ends with its period.', item: await record() };
  const provider = await paymentProvider();
  const updated = atPeriodEnd ? await provider.setCancelAtPeriodEnd(subscriptionId, true) : await provider.cancelSubscription(subscriptionId);
  await db.transaction(async (tx) => {
    await applySubscription(tx, updated);
    await recordAudit(tx, actor, {
      action: atPeriodEnd ? 'subscription.cancel_at_period_end' : 'subscription.cancel',
      target: { type: 'subscription', id: subscriptionId },
      before: { status: row.status, cancel_at_period_end: row.cancelAtPeriodEnd },
      after: { status: updated.status, cancel_at_period_end: updated.cancel_at_period_end },
    });
  });
  return { changed: true, message: atPeriodEnd ? 'The subscription ends with its current period.' : 'The subscription has ended.', item: await record() };
}
