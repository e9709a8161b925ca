import { randomBytes } from 'node:crypto';
import { invalid } from '../../core/errors';
import { LIVE_STATUSES, readInvoice, readPaymentIntent, readRefund, readSetupIntent, readSubscription, type PaymentProvider } from '../payments';
import { createSubscription, payOneOff } from './sandbox-billing';
import { emitEvent } from './sandbox-events';
import { createObject, findObjects, getObject, newId, sandboxNow, updateObject, type Json } from './sandbox-store';

const clientSecret = (id: string) => `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, '')}`;

async function typed(id: string, type: string): Promise<Json | null> {
  const object = await getObject(id);
  return object?.object === type ? object : null;
}

/** A SetupIntent with its payment method expanded, as the Stripe provider retrieves it. */
async function expandedSetupIntent(id: string): Promise<Json | null> {
  const si = await typed(id, 'setup_intent');
  if (!si) return null;
  return { ...si, payment_method: si.payment_method ? await getObject(si.payment_method) : null };
}

async function subscription(id: string): Promise<Json> {
  const sub = await typed(id, 'subscription');
  if (!sub) throw new Error(`sandbox: no subscription ${id}`);
  return sub;
}

/** The built-in provider: Stripe's objects and statuses, kept in the database (see docs/api.md, Payments sandbox). */
export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createCustomer({ email, name, userId }, key) {
      const customer = await createObject(
        { id: newId('cus'), object: 'customer', email, name, created: await sandboxNow(), metadata: { user_id: String(userId) }, invoice_settings: { default_payment_method: null } },
        key,
      );
      return customer.id;
    },
    async createPaymentIntent({ customer, amount, currency, description, metadata }, key) {
      const id = newId('pi');
      const pi = await createObject(
        {
          id,
          object: 'payment_intent',
          client_secret: clientSecret(id),
          amount,
          currency,
          customer,
          description,
          metadata,
          status: 'requires_payment_method',
          payment_method: null,
          last_payment_error: null,
          next_action: null,
          created: await sandboxNow(),
        },
        key,
        { customer, amount, currency, description, metadata },
      );
      return readPaymentIntent(pi);
    },
    retrievePaymentIntent: async (id) => {
      const pi = await typed(id, 'payment_intent');
      return pi && readPaymentIntent(pi);
    },
    async createSetupIntent({ customer, metadata }) {
      const id = newId('seti');
      const si = await createObject({
        id,
        object: 'setup_intent',
        client_secret: clientSecret(id),
        customer,
        metadata,
        usage: 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        last_setup_error: null,
        next_action: null,
        created: await sandboxNow(),
      });
      return readSetupIntent(si);
    },
    retrieveSetupIntent: async (id) => {
      const si = await expandedSetupIntent(id);
      return si && readSetupIntent(si);
    },
    createSubscription: async (input, key) => readSubscription(await createSubscription(input, key)),
    retrieveSubscription: async (id) => {
      const sub = await typed(id, 'subscription');
      return sub && readSubscription(sub);
    },
    listLiveSubscriptions: async (customer) =>
      (await findObjects('subscription', 'customer', customer)).map(readSubscription).filter((sub) => LIVE_STATUSES.includes(sub.status)),
    async setDefaultPaymentMethod(customer, subscriptionId, paymentMethod) {
      await updateObject(customer, (c) => ({ ...c, invoice_settings: { default_payment_method: paymentMethod } }));
      if (!subscriptionId) return;
      await emitEvent('customer.subscription.updated', await updateObject(subscriptionId, (s) => ({ ...s, default_payment_method: paymentMethod })));
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await subscription(subscriptionId);
      const sub = await updateObject(subscriptionId, (s) => ({ ...s, cancel_at_period_end: cancel }));
      await emitEvent('customer.subscription.updated', sub);
      return readSubscription(sub);
    },
    async cancelSubscription(subscriptionId) {
      await subscription(subscriptionId);
      const now = await sandboxNow();
      const sub = await updateObject(subscriptionId, (s) => ({ ...s, status: 'canceled', canceled_at: now, ended_at: now }));
      await emitEvent('customer.subscription.deleted', sub);
      return readSubscription(sub);
    },
    payInvoice: async ({ customer, paymentMethod, amount, currency, description, metadata }, key) =>
      readInvoice(
        await payOneOff(
          { customer, paymentMethod, amount, currency, description, metadata, periodStart: Number(metadata.period_start), periodEnd: Number(metadata.period_end) },
          key,
        ),
      ),
    async extendSubscription(subscriptionId, periodEnd) {
      await subscription(subscriptionId);
      const sub = await updateObject(subscriptionId, (s) => {
        s.items.data[0].current_period_end = Math.max(s.items.data[0].current_period_end, periodEnd);
        return s;
      });
      await emitEvent('customer.subscription.updated', sub);
      return readSubscription(sub);
    },
    async refundPayment({ paymentIntent, amount, metadata }, key) {
      const pi = await typed(paymentIntent, 'payment_intent');
      if (pi?.status !== 'succeeded') throw invalid(`${paymentIntent} is not a paid payment: nothing to refund.`);
      const value = amount ?? pi.amount - (pi.amount_refunded ?? 0);
      const id = newId('re');
      const refund = await createObject(
        { id, object: 'refund', amount: value, currency: pi.currency, payment_intent: pi.id, status: 'pending', metadata, created: await sandboxNow() },
        key,
        { paymentIntent, amount, metadata },
      );
      // The same key again answers the refund made then, and gives nothing back twice.
      if (refund.id !== id) return readRefund(refund);
      let paid: Json;
      try {
        // Under the intent's row lock, as Stripe checks it: never more back than was paid.
        paid = await updateObject(pi.id, (p) => {
          const refunded = (p.amount_refunded ?? 0) + value;
          if (value <= 0 || refunded > p.amount) throw invalid(`Refund amount (${value}) is greater than what is left to refund (${p.amount - (p.amount_refunded ?? 0)}).`);
          return { ...p, amount_refunded: refunded };
        });
      } catch (error) {
        await updateObject(id, (r) => ({ ...r, status: 'failed' }));
        throw error;
      }
      const done = await updateObject(id, (r) => ({ ...r, status: 'succeeded' }));
      await emitEvent('charge.refunded', {
        id: `ch_${pi.id.slice(3)}`,
        object: 'charge',
        amount: paid.amount,
        amount_refunded: paid.amount_refunded,
        refunded: paid.amount_refunded >= paid.amount,
        currency: paid.currency,
        payment_intent: paid.id,
        metadata: paid.metadata,
      });
      return readRefund(done);
    },
  };
}
