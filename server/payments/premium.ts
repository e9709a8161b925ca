import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { PlanId, Premium } from '@/lib/contracts/payments';
import { LIVE_STATUSES, type SetupIntent } from '../adapters/payments';
import { paymentProvider } from '../adapters/payment-provider';
import { getDb } from '../db/client';
import { paymentCustomers, subscriptions } from '../db/schema';
import { invalid, notPaid, notFound, conflict } from '../core/errors';
import { ensureCustomer, findCustomer, saveCard, type CustomerRow } from './customers';
import { findPlan, premiumPlans } from './plans';
import { applySubscription } from './sync';

// Premium (see docs/product.md, Premium): choose a plan, save a card with a SetupIntent, subscribe, change the
// card, cancel at the period's end or resume before it. Every answer is the member's premium state as GET /premium.

export const CHOOSE_PLAN_MESSAGE = 'Choose a plan first.';
export const NO_SUBSCRIPTION_MESSAGE = 'You have no premium subscription.';
export const ALREADY_PREMIUM_MESSAGE = 'You already have premium.';
export const SUBSCRIBING_MESSAGE = 'Your premium is being started. Wait a moment, then refresh the page.';
/** How long a subscribe call may hold the member's row before another may take it (it dies with its process). */
const SUBSCRIBE_LOCK_SECONDS = 120;
const NO_SUCH_SETUP_MESSAGE = 'No such card setup for your account.';
const SETUP_NOT_DONE_MESSAGE = 'The card has not been confirmed yet.';

async function findSubscription(userId: number) {
  const [row] = await (await getDb()).select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function premiumState(userId: number | null): Promise<Premium> {
  const plans = premiumPlans();
  if (userId === null) return { plans, selected_plan: null, payment_method: null, subscription: null };
  const [customer, sub] = await Promise.all([findCustomer(userId), findSubscription(userId)]);
  const card =
    customer?.cardLast4 && customer.cardBrand
      ? { brand: customer.cardBrand, last4: customer.cardLast4, exp_month: customer.cardExpMonth ?? 0, exp_year: customer.cardExpYear ?? 0 }
      : null;
  return {
    plans,
    selected_plan: findPlan(customer?.plan)?.id ?? null,
    payment_method: card,
    subscription: sub
      ? {
          status: sub.status,
          plan: findPlan(sub.plan) ?? plans[0],
          current_period_end: sub.currentPeriodEnd.toISOString(),
          cancel_at_period_end: sub.cancelAtPeriodEnd,
          payment_method: card,
        }
      : null,
  };
}

/** A subscription that still gives premium (a canceled one is history). */
export async function liveSubscription(userId: number) {
  const sub = await findSubscription(userId);
  return sub && LIVE_STATUSES.includes(sub.status) ? sub : undefined;
}

export async function choosePlan(userId: number, plan: PlanId): Promise<Premium> {
  await ensureCustomer(userId);
  await (await getDb()).update(paymentCustomers).set({ plan }).where(eq(paymentCustomers.userId, userId));
  return premiumState(userId);
}

/** POST /premium/payment and /premium/payment/update: a SetupIntent collecting a card for the customer. */
export async function newSetupIntent(userId: number): Promise<{ setup_intent: string; client_secret: string }> {
  const customer = await ensureCustomer(userId);
  const si = await (await paymentProvider()).createSetupIntent({ customer: customer.customerId, metadata: { user_id: String(userId) } });
  return { setup_intent: si.id, client_secret: si.client_secret };
}

/** The member's own SetupIntent, confirmed: its card. A failed one answers the card's error (402). */
async function confirmedSetup(customer: CustomerRow, id: string): Promise<SetupIntent & { payment_method: NonNullable<SetupIntent['payment_method']> }> {
  const si = await (await paymentProvider()).retrieveSetupIntent(id);
  if (!si || si.customer !== customer.customerId) throw notFound(NO_SUCH_SETUP_MESSAGE);
  if (si.status !== 'succeeded' || !si.payment_method) throw notPaid(si.last_error?.message ?? SETUP_NOT_DONE_MESSAGE);
  return si as SetupIntent & { payment_method: NonNullable<SetupIntent['payment_method']> };
}

/** POST /premium/payment/confirm: the confirmed card becomes the one on file, and the one renewals are charged to. */
export async function confirmCard(userId: number, setupIntentId: string): Promise<Premium> {
  const customer = await ensureCustomer(userId);
  const si = await confirmedSetup(customer, setupIntentId);
  await saveCard(userId, si.payment_method);
  const sub = await liveSubscription(userId);
  await (await paymentProvider()).setDefaultPaymentMethod(customer.customerId, sub?.subscriptionId ?? null, si.payment_method.id);
  return premiumState(userId);
}

/**
 * Takes the member's row as the lock of a subscribe call: one conditional update, so of parallel calls exactly one
 * goes on to the provider. A lock left by a process that died lapses after SUBSCRIBE_LOCK_SECONDS.
 */
async function lockSubscribing(userId: number): Promise<boolean> {
  const lapsed = sql`now() - make_interval(secs => ${SUBSCRIBE_LOCK_SECONDS})`;
  const taken = await (await getDb())
    .update(paymentCustomers)
    .set({ subscribingSince: sql`now()` })
    .where(and(eq(paymentCustomers.userId, userId), or(isNull(paymentCustomers.subscribingSince), lt(paymentCustomers.subscribingSince, lapsed))))
    .returning({ userId: paymentCustomers.userId });
  return taken.length === 1;
}

async function unlockSubscribing(userId: number): Promise<void> {
  await (await getDb()).update(paymentCustomers).set({ subscribingSince: null }).where(eq(paymentCustomers.userId, userId));
}

/**
 * POST /premium/subscribe: starts the chosen plan on the confirmed card and pays its first invoice (402 when
 * refused). A member has at most one live subscription: a call made while another is being started answers 409, as
 * does one made once premium runs, and a retry of the same call (same SetupIntent) is the same request to the provider.
 */
export async function subscribe(userId: number, setupIntentId: string): Promise<Premium> {
  const customer = await ensureCustomer(userId);
  const plan = findPlan(customer.plan);
  if (!plan) throw invalid(CHOOSE_PLAN_MESSAGE);
  if (!(await lockSubscribing(userId))) throw conflict(SUBSCRIBING_MESSAGE);
  try {
    if (await liveSubscription(userId)) throw conflict(ALREADY_PREMIUM_MESSAGE);
    const si = await confirmedSetup(customer, setupIntentId);
    await saveCard(userId, si.payment_method);
    const provider = await paymentProvider();
    await provider.setDefaultPaymentMethod(customer.customerId, null, si.payment_method.id);
    const sub = await provider.createSubscription(
      { customer: customer.customerId, plan, paymentMethod: si.payment_method.id, metadata: { user_id: String(userId), plan: plan.id } },
      `subscribe:${userId}:${si.id}`,
    );
    await (await getDb()).transaction((tx) => applySubscription(tx, sub));
  } finally {
    await unlockSubscribing(userId);
  }
  return premiumState(userId);
}

/**
 * Every live subscription the provider holds for the member other than `kept` (none, normally: a stray left by an
 * older version or a lapsed lock), ended now so that nothing bills the member twice.
 */
async function endStrays(customerId: string, kept: string | null): Promise<void> {
  const provider = await paymentProvider();
  for (const stray of await provider.listLiveSubscriptions(customerId)) {
    if (stray.id === kept) continue;
    const ended = await provider.cancelSubscription(stray.id);
    await (await getDb()).transaction((tx) => applySubscription(tx, ended));
  }
}

/**
 * POST /premium/cancel (true) and /premium/resume (false): premium lasts to the period's end either way. A cancel
 * also ends any other live subscription of the member at once.
 */
export async function setCancelAtPeriodEnd(userId: number, cancel: boolean): Promise<Premium> {
  const sub = await liveSubscription(userId);
  if (!sub) throw notFound(NO_SUBSCRIPTION_MESSAGE);
  const updated = await (await paymentProvider()).setCancelAtPeriodEnd(sub.subscriptionId, cancel);
  await (await getDb()).transaction((tx) => applySubscription(tx, updated));
  if (cancel) await endStrays((await findCustomer(userId))!.customerId, sub.subscriptionId);
  return premiumState(userId);
}

/** Ends every running subscription of the member now, with the provider (an account being deleted). */
export async function endSubscription(userId: number): Promise<void> {
  const customer = await findCustomer(userId);
  if (customer) await endStrays(customer.customerId, null);
}

export async function isPremium(userId: number): Promise<boolean> {
  return !!(await liveSubscription(userId));
}
