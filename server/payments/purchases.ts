import { and, asc, count, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/common';
import { PREMIUM_INCLUDES_MESSAGE, type Purchase, type PurchaseIntent } from '@/lib/contracts/payments';
import { CardError, type PaymentIntent } from '../adapters/payments';
import { paymentProvider } from '../adapters/payment-provider';
import { selectMixtapes } from '../catalog/mixtape-query';
import { assertOut } from '../catalog/release';
import { noticeReference } from '../catalog/takedowns';
import { getDb } from '../db/client';
import { mixtapes, purchaseRefunds, purchases, users } from '../db/schema';
import { invalid, notPaid, notFound, conflict } from '../core/errors';
import { pageMeta } from '../core/paging';
import type { BuiltFile } from '../core/files';
import { ensureCustomer } from './customers';
import { paymentDocument } from './documents';
import { isPremium } from './premium';
import { markPurchasePaid } from './sync';

// Paid mixtapes (see docs/product.md, Buying): the price is the mixtape's, read here; the client only confirms the
// intent it was given, and the purchase exists once the provider says that intent succeeded.

export const FREE_MIXTAPE_MESSAGE = 'This mixtape is free: there is nothing to buy.';
export const ALREADY_BOUGHT_MESSAGE = 'You already bought this mixtape.';
export const NOT_PAID_MESSAGE = 'The payment has not gone through yet. Finish it with your card, then confirm again.';
export const PURCHASE_NOT_FOUND_MESSAGE = 'Purchase not found.';
const NO_SUCH_PAYMENT_MESSAGE = 'No such payment for this mixtape.';

type PurchaseRow = typeof purchases.$inferSelect;

const toIntent = (pi: PaymentIntent): PurchaseIntent => ({
  payment_intent_id: pi.id,
  client_secret: pi.client_secret,
  amount: pi.amount,
  currency: pi.currency,
  status: pi.status,
});

async function findPurchase(userId: number, mixtapeId: number): Promise<PurchaseRow | undefined> {
  const [row] = await (await getDb()).select().from(purchases).where(and(eq(purchases.userId, userId), eq(purchases.mixtapeId, mixtapeId)));
  return row;
}

/**
 * POST /mixtapes/{id}/purchase: the member's one PaymentIntent for this mixtape at its price. Asked again while
 * unpaid, the same intent (a new one only if the price changed or the old one was canceled). A mixtape not out yet
 * is not sold before its release instant: 403, as its downloads are. A mixtape the member already holds, bought or
 * with premium, makes no intent: 409.
 */
export async function startPurchase(userId: number, mixtapeId: number): Promise<PurchaseIntent> {
  const db = await getDb();
  const [mixtape] = await db
    .select({ title: mixtapes.title, amount: mixtapes.priceAmount, currency: mixtapes.priceCurrency, releaseDate: mixtapes.releaseDate, withheldBy: noticeReference(mixtapes.takenDownBy) })
    .from(mixtapes)
    .where(eq(mixtapes.id, mixtapeId));
  if (!mixtape) throw notFound('Mixtape not found');
  if (mixtape.amount === null || !mixtape.currency) throw invalid(FREE_MIXTAPE_MESSAGE);
  assertOut([mixtape]);
  const { amount, currency } = { amount: mixtape.amount, currency: mixtape.currency };
  const held = await paidMixtapeAccess(userId, [mixtapeId]);
  if (held) throw conflict(held === 'bought' ? ALREADY_BOUGHT_MESSAGE : PREMIUM_INCLUDES_MESSAGE);
  const existing = await findPurchase(userId, mixtapeId);
  const provider = await paymentProvider();
  // A purchase refunded in full is bought again with a new intent: the refunded one stays refunded.
  const givenBack = existing?.paidAt && existing.refundedAmount >= existing.amount;
  if (existing && !givenBack && existing.amount === amount && existing.currency === currency) {
    const pi = await provider.retrievePaymentIntent(existing.paymentIntentId);
    if (pi && pi.status !== 'canceled') return toIntent(pi);
  }
  const customer = await ensureCustomer(userId);
  const pi = await provider.createPaymentIntent(
    { customer: customer.customerId, amount, currency, description: `Mixtape: ${mixtape.title}`, metadata: { kind: 'mixtape', user_id: String(userId), mixtape_id: String(mixtapeId) } },
    `purchase:${userId}:${mixtapeId}:${amount}:${currency}:${existing?.paymentIntentId ?? 'first'}`,
  );
  const row = { paymentIntentId: pi.id, amount, currency, paidAt: null, refundedAmount: 0 };
  if (existing) await db.update(purchases).set(row).where(and(eq(purchases.id, existing.id), eq(purchases.paymentIntentId, existing.paymentIntentId)));
  else await db.insert(purchases).values({ userId, mixtapeId, ...row }).onConflictDoNothing();
  // Two first calls at once: the same idempotency key gave both the same intent, and one row holds it.
  const kept = (await findPurchase(userId, mixtapeId))!;
  return kept.paymentIntentId === pi.id ? toIntent(pi) : toIntent((await provider.retrievePaymentIntent(kept.paymentIntentId))!);
}

async function toPurchases(rows: PurchaseRow[]): Promise<Purchase[]> {
  if (!rows.length) return [];
  const found = await selectMixtapes({ where: inArray(mixtapes.id, rows.map((r) => r.mixtapeId)), take: rows.length, includeTakenDown: true });
  const byId = new Map(found.map((m) => [m.id, m]));
  return rows.map((r) => ({
    id: r.id,
    mixtape: byId.get(r.mixtapeId)!,
    amount: r.amount,
    refunded: r.refundedAmount,
    currency: r.currency,
    created_at: r.paidAt!.toISOString(),
    receipt_url: `/api/v3/users/purchases/${r.id}/receipt`,
  }));
}

/**
 * POST /mixtapes/{id}/purchase/confirm: asks the provider, not the browser, whether the intent succeeded. Twice,
 * or racing the webhook, it finds the one purchase the first made.
 */
export async function confirmPurchase(userId: number, mixtapeId: number, paymentIntentId: string): Promise<Purchase> {
  const row = await findPurchase(userId, mixtapeId);
  if (!row || row.paymentIntentId !== paymentIntentId) throw notFound(NO_SUCH_PAYMENT_MESSAGE);
  if (!row.paidAt) {
    const pi = await (await paymentProvider()).retrievePaymentIntent(paymentIntentId);
    if (!pi || pi.status !== 'succeeded') throw pi?.last_error ? new CardError(pi.last_error) : notPaid(NOT_PAID_MESSAGE);
    await (await getDb()).transaction((tx) => markPurchasePaid(tx, pi));
  }
  const paid = await findPurchase(userId, mixtapeId);
  if (!paid?.paidAt) throw notPaid(NOT_PAID_MESSAGE);
  return (await toPurchases([paid]))[0];
}

const ownPaid = (userId: number) => and(eq(purchases.userId, userId), isNotNull(purchases.paidAt));
/** A paid purchase that was not given back in full: what unlocks its mixtape. */
const ownHeld = (userId: number) => and(ownPaid(userId), lt(purchases.refundedAmount, purchases.amount));

/** GET /users/purchases: the member's bought mixtapes, newest first. */
export async function listPurchases(userId: number, page: number, take: number): Promise<Paged<Purchase>> {
  const db = await getDb();
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(purchases).where(ownPaid(userId)).orderBy(desc(purchases.paidAt), desc(purchases.id)).limit(take).offset((page - 1) * take),
    db.select({ total: count() }).from(purchases).where(ownPaid(userId)),
  ]);
  return { data: await toPurchases(rows), meta: pageMeta(page, take, total) };
}

async function ownPurchase(userId: number, id: number): Promise<PurchaseRow> {
  const [row] = await (await getDb()).select().from(purchases).where(and(eq(purchases.id, id), ownPaid(userId)));
  if (!row) throw notFound(PURCHASE_NOT_FOUND_MESSAGE);
  return row;
}

/** GET /users/purchases/{id}: someone else's purchase is a 404, as if it did not exist. */
export async function getPurchase(userId: number, id: number): Promise<Purchase> {
  return (await toPurchases([await ownPurchase(userId, id)]))[0];
}

export async function receiptPdf(userId: number, id: number): Promise<BuiltFile> {
  const row = await ownPurchase(userId, id);
  const db = await getDb();
  const [[user], [mixtape], refunds] = await Promise.all([
    db.select({ name: users.fullname, email: users.email }).from(users).where(eq(users.id, userId)),
    db.select({ title: mixtapes.title }).from(mixtapes).where(eq(mixtapes.id, row.mixtapeId)),
    db
      .select({ amount: purchaseRefunds.amount, date: purchaseRefunds.createdAt })
      .from(purchaseRefunds)
      .where(and(eq(purchaseRefunds.purchaseId, row.id), eq(purchaseRefunds.paymentIntentId, row.paymentIntentId)))
      .orderBy(asc(purchaseRefunds.createdAt)),
  ]);
  return paymentDocument({
    title: 'Receipt',
    number: `R-${String(row.id).padStart(6, '0')}`,
    customer: user,
    issued: row.paidAt!,
    lines: [{ description: `Mixtape: ${mixtape.title}`, amount: row.amount }],
    currency: row.currency,
    status: row.refundedAmount >= row.amount ? 'refunded' : row.refundedAmount > 0 ? 'partly refunded' : 'paid',
    refunds,
  });
}

/**
 * The one rule of what a member holds of paid mixtapes, which both downloading and buying go by (see
 * docs/product.md, Paid mixtapes): `bought` one of `mixtapeIds`, else `premium` (which includes every paid
 * mixtape), else null. A purchase comes first: it stays the member's when premium ends.
 */
export async function paidMixtapeAccess(userId: number, mixtapeIds: number[]): Promise<'bought' | 'premium' | null> {
  const db = await getDb();
  const [bought] = await db.select({ id: purchases.id }).from(purchases).where(and(ownHeld(userId), inArray(purchases.mixtapeId, mixtapeIds))).limit(1);
  if (bought) return 'bought';
  return (await isPremium(userId)) ? 'premium' : null;
}
