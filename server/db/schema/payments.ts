import { boolean, index, integer, jsonb, pgSequence, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { mixtapes } from './catalog';
import { at, createdAt, userId } from './columns';

// Payments (see docs/product.md, Buying). The provider (Stripe, or the built-in sandbox) is the source of truth
// for what was paid; these tables are what this site learned from it, kept so reads never wait on the provider.


/** A member as the provider knows them: the customer, the plan they chose, and the card on file (never more than these four facts of it). */
export const paymentCustomers = pgTable('payment_customers', {
  userId: userId().primaryKey(),
  customerId: text('customer_id').notNull().unique(),
  plan: text('plan'),
  paymentMethodId: text('payment_method_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  /**
   * Set while a subscribe call of this member is with the provider, by one conditional update: the member's row is
   * the lock that keeps parallel subscribes from starting a second subscription (see server/payments/premium.ts).
   */
  subscribingSince: at('subscribing_since'),
  createdAt: createdAt(),
});

/**
 * One row per member and paid mixtape: the PaymentIntent asked for it (reused until it succeeds) and, once the
 * provider says it succeeded, when it was paid. `paid_at` is set by one conditional update, so a confirm and the
 * webhook racing each other make one purchase.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    mixtapeId: integer('mixtape_id')
      .notNull()
      .references(() => mixtapes.id, { onDelete: 'cascade' }),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    paidAt: at('paid_at'),
    /** How much of it was given back (the provider's figure): refunded in full, it no longer unlocks the mixtape. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('purchases_user_mixtape_idx').on(t.userId, t.mixtapeId), index('purchases_user_paid_idx').on(t.userId, t.paidAt)],
);

/** A member's premium subscription as the provider last described it. */
/** Each refund of a purchase, by the provider's refund id: what its receipt lists. */
export const purchaseRefunds = pgTable(
  'purchase_refunds',
  {
    id: text('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    /** The payment it gives back: a purchase refunded in full and bought again has another. */
    paymentIntentId: text('payment_intent_id').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_refunds_purchase_idx').on(t.purchaseId)],
);

export const subscriptions = pgTable('subscriptions', {
  userId: userId().primaryKey(),
  subscriptionId: text('subscription_id').notNull().unique(),
  plan: text('plan').notNull(),
  status: text('status').notNull(),
  currentPeriodStart: at('current_period_start').notNull(),
  currentPeriodEnd: at('current_period_end').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The provider's invoices of premium (renewals and prepaid months), as its events reported them. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    invoiceId: text('invoice_id').notNull().unique(),
    number: text('number').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_user_created_idx').on(t.userId, t.createdAt)],
);

/** Every provider event applied, by its id: a replayed event finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/**
 * The sandbox provider's own records: customers, PaymentIntents, SetupIntents, payment methods, subscriptions,
 * invoices and events, each kept whole in Stripe's JSON shape. `idempotency_key` makes a retried create return
 * the object it made the first time, as Stripe's Idempotency-Key does.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    /** What was asked with the idempotency key: the same key with another request is refused, as Stripe does. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_objects_type_idx').on(t.type)],
);

/** The sandbox's invoice numbers, as Stripe's account-wide numbering: no two invoices share one, whatever runs at once. */
export const sandboxInvoiceNumbers = pgSequence('sandbox_invoice_numbers');
