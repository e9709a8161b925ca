import Stripe from 'stripe';
import type { Plan } from '@/lib/contracts/payments';
import {
  CardError,
  IdempotencyError,
  LIVE_STATUSES,
  readInvoice,
  readPaymentIntent,
  readRefund,
  readSetupIntent,
  readSubscription,
  type PaymentProvider,
} from './payments';

/** A Stripe card or idempotency error as ours; anything else (network, configuration) stays an unexpected error. */
async function cardErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new CardError({ code: error.code ?? 'card_declined', ...(error.decline_code ? { decline_code: error.decline_code } : {}), message: error.message });
    }
    if (error instanceof Stripe.errors.StripeIdempotencyError) throw new IdempotencyError();
    throw error;
  }
}

/** A missing object is null, as the sandbox answers it. */
async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
    throw error;
  }
}

/** The Stripe account's recurring price for a plan, found by lookup key, made the first time: no price ids to configure. */
async function planPrice(stripe: Stripe, plan: Plan): Promise<string> {
  const lookupKey = `premium_${plan.id}_${plan.amount}_${plan.currency}`;
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const created = await stripe.prices.create(
    { lookup_key: lookupKey, unit_amount: plan.amount, currency: plan.currency, recurring: { interval: plan.interval }, product_data: { name: `Premium (${plan.name})` } },
    { idempotencyKey: `price:${lookupKey}` },
  );
  return created.id;
}

export function stripeProvider(secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2 });
  const setupIntent = (id: string) => stripe.setupIntents.retrieve(id, { expand: ['payment_method'] });
  return {
    name: 'stripe',
    async createCustomer({ email, name, userId }, idempotencyKey) {
      const customer = await stripe.customers.create({ email: email ?? undefined, name, metadata: { user_id: String(userId) } }, { idempotencyKey });
      return customer.id;
    },
    async createPaymentIntent({ customer, amount, currency, description, metadata }, idempotencyKey) {
      const pi = await cardErrors(() =>
        stripe.paymentIntents.create({ customer, amount, currency, description, metadata, automatic_payment_methods: { enabled: true } }, { idempotencyKey }),
      );
      return readPaymentIntent(pi);
    },
    retrievePaymentIntent: async (id) => {
      const pi = await orNull(() => stripe.paymentIntents.retrieve(id));
      return pi && readPaymentIntent(pi);
    },
    async createSetupIntent({ customer, metadata }) {
      return readSetupIntent(await stripe.setupIntents.create({ customer, metadata, usage: 'off_session', automatic_payment_methods: { enabled: true } }));
    },
    retrieveSetupIntent: async (id) => {
      const si = await orNull(() => setupIntent(id));
      return si && readSetupIntent(si);
    },
    async createSubscription({ customer, plan, paymentMethod, metadata }, idempotencyKey) {
      const price = await planPrice(stripe, plan);
      const sub = await cardErrors(() =>
        stripe.subscriptions.create(
          // error_if_incomplete: a refused first payment is a card error and leaves no subscription behind.
          { customer, items: [{ price }], default_payment_method: paymentMethod, payment_behavior: 'error_if_incomplete', metadata },
          { idempotencyKey },
        ),
      );
      return readSubscription(sub);
    },
    retrieveSubscription: async (id) => {
      const sub = await orNull(() => stripe.subscriptions.retrieve(id));
      return sub && readSubscription(sub);
    },
    async listLiveSubscriptions(customer) {
      const all = await stripe.subscriptions.list({ customer, status: 'all', limit: 100 }).autoPagingToArray({ limit: 1000 });
      return all.map(readSubscription)
        .filter((sub) => LIVE_STATUSES.includes(sub.status))
        .reverse(); // Stripe lists newest first
    },
    async setDefaultPaymentMethod(customer, subscription, paymentMethod) {
      await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethod } });
      if (subscription) await stripe.subscriptions.update(subscription, { default_payment_method: paymentMethod });
    },
    setCancelAtPeriodEnd: async (subscription, cancel) => readSubscription(await stripe.subscriptions.update(subscription, { cancel_at_period_end: cancel })),
    cancelSubscription: async (subscription) => readSubscription(await stripe.subscriptions.cancel(subscription)),
    async payInvoice({ customer, paymentMethod, amount, currency, description, metadata }, idempotencyKey) {
      const invoice = await cardErrors(() => stripe.invoices.create(
        { customer, currency, description, metadata, auto_advance: false, collection_method: 'charge_automatically', default_payment_method: paymentMethod, pending_invoice_items_behavior: 'exclude' },
        { idempotencyKey: `${idempotencyKey}:invoice` },
      ));
      await stripe.invoiceItems.create({ customer, invoice: invoice.id, amount, currency, description }, { idempotencyKey: `${idempotencyKey}:item` });
      const paid = await cardErrors(() => stripe.invoices.pay(invoice.id!, { payment_method: paymentMethod }, { idempotencyKey: `${idempotencyKey}:pay` }));
      return readInvoice(paid);
    },
    // A trial until the new end pushes the next renewal there without prorating: the months were paid by invoice.
    extendSubscription: async (subscription, periodEnd) =>
      readSubscription(await stripe.subscriptions.update(subscription, { trial_end: periodEnd, proration_behavior: 'none' })),
    refundPayment: async ({ paymentIntent, amount, metadata }, idempotencyKey) =>
      readRefund(await cardErrors(() => stripe.refunds.create({ payment_intent: paymentIntent, amount, metadata }, { idempotencyKey }))),
  };
}
