import type { Plan } from '@/lib/contracts/payments';
import { addMonths, CardError, type CardFailure } from '../payments';
import { offSessionCharge } from './sandbox-cards';
import { emitEvent } from './sandbox-events';
import { createObject, findObjects, getObject, newId, nextInvoiceNumber, sandboxNow, updateObject, type Json } from './sandbox-store';

// The sandbox's billing: subscriptions, their invoices, renewals and dunning, as Stripe runs them
// (see docs/product.md, Premium). Times are unix seconds on the sandbox's clock.

const DAY = 24 * 60 * 60;
/** A failed renewal is tried again this long after; when that fails too the subscription is canceled. */
const RETRY_AFTER = 7 * DAY;
const MAX_ATTEMPTS = 2;

const intervalMonths = (interval: string) => (interval === 'year' ? 12 : 1);

/** Stripe's account-wide invoice numbering: the account's prefix and one counter for every invoice. */
const invoiceNumber = async () => `SBX-${String(await nextInvoiceNumber()).padStart(6, '0')}`;

interface InvoiceInput {
  customer: string;
  amount: number;
  currency: string;
  description: string;
  periodStart: number;
  periodEnd: number;
  metadata?: Record<string, string>;
  subscription?: Json;
  /** When it is made (a renewal: when the period began), else now. */
  created?: number;
}

async function createInvoice(input: InvoiceInput, idempotencyKey?: string): Promise<Json> {
  const now = input.created ?? (await sandboxNow());
  const id = newId('in');
  return createObject(
    {
      id,
      object: 'invoice',
      number: await invoiceNumber(),
      customer: input.customer,
      currency: input.currency,
      amount_due: input.amount,
      amount_paid: 0,
      status: 'open',
      description: input.description,
      period_start: input.periodStart,
      period_end: input.periodEnd,
      created: now,
      attempt_count: 0,
      next_payment_attempt: now,
      metadata: input.metadata ?? {},
      parent: input.subscription
        ? { type: 'subscription_details', subscription_details: { subscription: input.subscription.id, metadata: input.subscription.metadata } }
        : null,
      lines: { object: 'list', data: [{ id: newId('il'), amount: input.amount, currency: input.currency, description: input.description, period: { start: input.periodStart, end: input.periodEnd } }] },
    },
    idempotencyKey,
    // What was asked, not when: a retry after the first one was paid names a later period, and is the same request.
    { customer: input.customer, amount: input.amount, currency: input.currency, description: input.description },
  );
}

/**
 * Charges an open invoice to a saved card at `now` (the test clock may run several due attempts in one advance):
 * paid, or still open with the failure and the time of the next attempt.
 */
async function attemptPayment(invoiceId: string, paymentMethod: string, now: number): Promise<{ invoice: Json; failure: CardFailure | null }> {
  const method = await getObject(paymentMethod);
  const failure = method ? offSessionCharge(method.card) : { code: 'payment_method_missing', message: 'There is no card on file.' };
  const invoice = await updateObject(invoiceId, (inv) => {
    if (inv.status !== 'open') return inv;
    inv.attempt_count += 1;
    if (failure) {
      inv.next_payment_attempt = inv.attempt_count < MAX_ATTEMPTS ? now + RETRY_AFTER : null;
      inv.last_payment_error = failure;
    } else {
      Object.assign(inv, { status: 'paid', amount_paid: inv.amount_due, next_payment_attempt: null, status_transitions: { paid_at: now } });
    }
    return inv;
  });
  await emitEvent(failure ? 'invoice.payment_failed' : 'invoice.paid', invoice);
  return { invoice, failure };
}

const defaultMethod = async (sub: Json) => sub.default_payment_method ?? (await getObject(sub.customer))?.invoice_settings?.default_payment_method;

export async function createSubscription(input: { customer: string; plan: Plan; paymentMethod: string; metadata: Record<string, string> }, key: string): Promise<Json> {
  const method = await getObject(input.paymentMethod);
  // Stripe's payment_behavior 'error_if_incomplete': a first payment refused leaves no subscription.
  const failure = method ? offSessionCharge(method.card) : { code: 'resource_missing', message: 'No such payment method.' };
  if (failure) throw new CardError(failure);
  const now = await sandboxNow();
  const end = addMonths(now, intervalMonths(input.plan.interval));
  const id = newId('sub');
  const subscription = await createObject(
    {
      id,
      object: 'subscription',
      customer: input.customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      created: now,
      default_payment_method: input.paymentMethod,
      latest_invoice: null,
      metadata: input.metadata,
      items: {
        object: 'list',
        data: [{ id: newId('si'), price: { id: `price_${input.plan.id}`, unit_amount: input.plan.amount, currency: input.plan.currency, recurring: { interval: input.plan.interval } }, current_period_start: now, current_period_end: end }],
      },
    },
    key,
    { customer: input.customer, plan: input.plan.id, paymentMethod: input.paymentMethod, metadata: input.metadata },
  );
  // The same key again (a retry, or a double click racing the first): the subscription made then, charged once.
  if (subscription.id !== id) return subscription;
  const invoice = await createInvoice({ customer: input.customer, amount: input.plan.amount, currency: input.plan.currency, description: `Premium (${input.plan.name})`, periodStart: now, periodEnd: end, subscription });
  const created = await updateObject(subscription.id, (sub) => ({ ...sub, latest_invoice: invoice.id }));
  await emitEvent('customer.subscription.created', created);
  await attemptPayment(invoice.id, input.paymentMethod, now);
  return created;
}

/** Renews, retries or ends one subscription for everything due by `now`. */
async function settle(subscriptionId: string, now: number): Promise<void> {
  for (;;) {
    const sub = (await getObject(subscriptionId))!;
    const item = sub.items.data[0];
    if (sub.status === 'past_due') {
      const invoice = (await getObject(sub.latest_invoice))!;
      if (invoice.next_payment_attempt === null || invoice.next_payment_attempt > now) {
        if (invoice.next_payment_attempt !== null) return;
        const ended = await updateObject(sub.id, (s) => ({ ...s, status: 'canceled', canceled_at: now, ended_at: now }));
        await updateObject(invoice.id, (inv) => ({ ...inv, status: 'uncollectible' }));
        await emitEvent('customer.subscription.deleted', ended);
        return;
      }
      const { failure } = await attemptPayment(invoice.id, await defaultMethod(sub), invoice.next_payment_attempt);
      if (!failure) await emitEvent('customer.subscription.updated', await updateObject(sub.id, (s) => ({ ...s, status: 'active' })));
      continue;
    }
    if (item.current_period_end > now) return;
    if (sub.cancel_at_period_end) {
      await emitEvent('customer.subscription.deleted', await updateObject(sub.id, (s) => ({ ...s, status: 'canceled', canceled_at: now, ended_at: item.current_period_end })));
      return;
    }
    const start = item.current_period_end;
    const end = addMonths(start, intervalMonths(item.price.recurring.interval));
    const invoice = await createInvoice({ customer: sub.customer, amount: item.price.unit_amount, currency: item.price.currency, description: 'Premium renewal', periodStart: start, periodEnd: end, subscription: sub, created: start });
    await updateObject(sub.id, (s) => {
      Object.assign(s.items.data[0], { current_period_start: start, current_period_end: end });
      return { ...s, latest_invoice: invoice.id };
    });
    const { failure } = await attemptPayment(invoice.id, await defaultMethod(sub), start);
    if (failure) await emitEvent('customer.subscription.updated', await updateObject(sub.id, (s) => ({ ...s, status: 'past_due' })));
    else await emitEvent('customer.subscription.updated', (await getObject(sub.id))!);
  }
}

/** The test clock: moves the sandbox's time on and runs every renewal, retry and cancellation that fell due. */
export async function advanceSubscriptions(now: number): Promise<void> {
  for (const status of ['active', 'past_due']) {
    for (const sub of await findObjects('subscription', 'status', status)) await settle(sub.id, now);
  }
}

/** Prepaid months: a one-off invoice charged at once; a refused card voids it and throws. */
export async function payOneOff(input: InvoiceInput & { paymentMethod: string }, key: string): Promise<Json> {
  const invoice = await createInvoice(input, key);
  if (invoice.status === 'paid') return invoice;
  const { invoice: paid, failure } = await attemptPayment(invoice.id, input.paymentMethod, await sandboxNow());
  if (failure) {
    await updateObject(invoice.id, (inv) => ({ ...inv, status: 'void', next_payment_attempt: null }));
    throw new CardError(failure);
  }
  return paid;
}
