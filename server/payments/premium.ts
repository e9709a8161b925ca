import { eq } from 'drizzle-orm';
import type { PlanId, Premium } from '@/lib/contracts/payments';
import { paymentProvider, type SetupIntent } from '../adapters/payments';
import { getDb } from '../db/client';
import { paymentCustomers, subscriptions } from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';
import { ensureCustomer, findCustomer, saveCard, type CustomerRow } from './customers';
import { findPlan, premiumPlans } from './plans';
import { applySubscription, PREMIUM_STATUSES } from './sync';

// Premium (see docs/product.md, Premium): choose a plan, save a card with a SetupIntent, subscribe, change the
// card, cancel at the period's end or resume before it. Every answer is the member's premium state as GET /premium.

export const CHOOSE_PLAN_MESSAGE = 'Choose a plan first.';
export const NO_SUBSCRIPTION_MESSAGE = 'You have no premium subscription.';
export const ALREADY_PREMIUM_MESSAGE = 'You already have premium.';
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
  return sub && PREMIUM_STATUSES.includes(sub.status) ? sub : undefined;
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
  if (si.status !== 'succeeded' || !si.payment_method) throw new HttpError(402, si.last_error?.message ?? SETUP_NOT_DONE_MESSAGE);
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

/** POST /premium/subscribe: starts the chosen plan on the confirmed card and pays its first invoice (402 when refused). */
export async function subscribe(userId: number, setupIntentId: string): Promise<Premium> {
  const customer = await ensureCustomer(userId);
  const plan = findPlan(customer.plan);
  if (!plan) throw badRequest(CHOOSE_PLAN_MESSAGE);
  if (await liveSubscription(userId)) throw new HttpError(409, ALREADY_PREMIUM_MESSAGE);
  const si = await confirmedSetup(customer, setupIntentId);
  await saveCard(userId, si.payment_method);
  const provider = await paymentProvider();
  await provider.setDefaultPaymentMethod(customer.customerId, null, si.payment_method.id);
  const sub = await provider.createSubscription(
    { customer: customer.customerId, plan, paymentMethod: si.payment_method.id, metadata: { user_id: String(userId), plan: plan.id } },
    `subscribe:${userId}:${si.id}`,
  );
  await (await getDb()).transaction((tx) => applySubscription(tx, sub));
  return premiumState(userId);
}

/** POST /premium/cancel (true) and /premium/resume (false): premium lasts to the period's end either way. */
export async function setCancelAtPeriodEnd(userId: number, cancel: boolean): Promise<Premium> {
  const sub = await liveSubscription(userId);
  if (!sub) throw notFound(NO_SUBSCRIPTION_MESSAGE);
  const updated = await (await paymentProvider()).setCancelAtPeriodEnd(sub.subscriptionId, cancel);
  await (await getDb()).transaction((tx) => applySubscription(tx, updated));
  return premiumState(userId);
}

/** Ends a running subscription now, with the provider (an account being deleted); nothing when there is none. */
export async function endSubscription(userId: number): Promise<void> {
  const sub = await liveSubscription(userId);
  if (!sub) return;
  const ended = await (await paymentProvider()).cancelSubscription(sub.subscriptionId);
  await (await getDb()).transaction((tx) => applySubscription(tx, ended));
}

export async function isPremium(userId: number): Promise<boolean> {
  return !!(await liveSubscription(userId));
}
