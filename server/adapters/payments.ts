import type { Plan } from '@/lib/contracts/payments';
import { AppError } from '../core/errors';

// The payment provider behind one interface: Stripe through its SDK when STRIPE_SECRET_KEY is set, else the
// built-in sandbox (server/adapters/payments-sandbox/), which keeps Stripe's objects in the database and signs its
// events as Stripe does. Both speak Stripe's JSON shapes, read here by the same functions, so everything above
// this file (server/payments/) runs the same code against either.

/** What a card error leaves on an intent: Stripe's `last_payment_error` / `last_setup_error`. */
export interface CardFailure {
  code: string;
  decline_code?: string;
  message: string;
}

export interface Card {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface PaymentIntent {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
  customer: string | null;
  metadata: Record<string, string>;
  last_error: CardFailure | null;
}

/** A refund of (part of) a paid PaymentIntent. */
export interface Refund {
  id: string;
  payment_intent: string;
  amount: number;
  currency: string;
  /** 'succeeded', 'pending', 'failed' or 'canceled'. */
  status: string;
}

/** A charge as its `charge.refunded` event carries it: how much of its payment has been given back so far. */
export interface RefundedCharge {
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  currency: string;
}

export interface SetupIntent {
  id: string;
  client_secret: string;
  status: string;
  customer: string | null;
  /** The card the intent saved, once it succeeded. */
  payment_method: Card | null;
  last_error: CardFailure | null;
}

export interface Subscription {
  id: string;
  customer: string;
  status: string;
  /** Unix seconds, as Stripe writes times. */
  current_period_start: number;
  current_period_end: number;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
}

export interface Invoice {
  id: string;
  number: string | null;
  customer: string;
  amount: number;
  currency: string;
  status: string;
  period_start: number;
  period_end: number;
  created: number;
  description: string | null;
  metadata: Record<string, string>;
}

export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> & { object: string } };
}

/** A card the provider refused: a 402 carrying Stripe's code, decline code and message, the message fit to show as is. */
export class CardError extends AppError {
  constructor(readonly failure: CardFailure) {
    super('not-paid', failure.message, { extra: { code: failure.code, ...(failure.decline_code ? { decline_code: failure.decline_code } : {}) } });
  }
}

/** Subscription statuses that keep premium: past_due is Stripe's retry window after a failed renewal (see docs/product.md, Premium). */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

/** An idempotency key sent again with a different request: Stripe's `idempotency_error`, refused with what was asked then kept. */
export class IdempotencyError extends AppError {
  constructor() {
    super('invalid', 'This Idempotency-Key was already used with a different request. Use a new key for a new request.');
  }
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  /**
   * Every create takes an idempotency key: the same key with the same request answers the object made the first
   * time; with a different request it throws IdempotencyError.
   */
  createCustomer(input: { email: string | null; name: string; userId: number }, idempotencyKey: string): Promise<string>;
  createPaymentIntent(
    input: { customer: string; amount: number; currency: string; description: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent | null>;
  createSetupIntent(input: { customer: string; metadata: Record<string, string> }): Promise<SetupIntent>;
  retrieveSetupIntent(id: string): Promise<SetupIntent | null>;
  /** Starts the subscription on the saved card and pays its first invoice; a refused card throws CardError and leaves none active. */
  createSubscription(input: { customer: string; plan: Plan; paymentMethod: string; metadata: Record<string, string> }, idempotencyKey: string): Promise<Subscription>;
  retrieveSubscription(id: string): Promise<Subscription | null>;
  /** The customer's subscriptions that still give premium (active, trialing, past_due), oldest first. */
  listLiveSubscriptions(customer: string): Promise<Subscription[]>;
  /** The card future renewals are charged to. */
  setDefaultPaymentMethod(customer: string, subscription: string | null, paymentMethod: string): Promise<void>;
  setCancelAtPeriodEnd(subscription: string, cancel: boolean): Promise<Subscription>;
  /** Ends the subscription now, with no refund and no further renewal (an account being deleted). */
  cancelSubscription(subscription: string): Promise<Subscription>;
  /** A one-off invoice charged at once to the saved card (prepaid months); a refused card throws CardError. */
  payInvoice(
    input: { customer: string; paymentMethod: string; amount: number; currency: string; description: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<Invoice>;
  /** Moves the next renewal to `periodEnd` (unix seconds) without charging for the time added. */
  extendSubscription(subscription: string, periodEnd: number): Promise<Subscription>;
  /** Gives back `amount` (by default all that is left) of a paid PaymentIntent to its card. */
  refundPayment(input: { paymentIntent: string; amount?: number; metadata: Record<string, string> }, idempotencyKey: string): Promise<Refund>;
}

/** `seconds` moved on by `count` calendar months (a year is 12), as Stripe bills: the 31st falls back to the month's last day. */
export function addMonths(seconds: number, count: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + count);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}

/** What takes a provider's signed webhook events: the payments domain's receiver, the same the webhook route calls. */
export type WebhookReceiver = (payload: string, signature: string) => Promise<unknown>;
let webhookReceiver: WebhookReceiver | undefined;

/**
 * Hands the provider the code its webhook events go to. Stripe calls the webhook route over the network; the
 * sandbox, which no network reaches, calls this receiver with the same signed body. Set by whoever assembles the
 * app (server/api.ts): this layer knows no domain.
 */
export function receiveProviderEvents(receiver: WebhookReceiver): void {
  webhookReceiver = receiver;
}

export function providerEventReceiver(): WebhookReceiver {
  if (!webhookReceiver) throw new Error('No webhook receiver: call receiveProviderEvents first (server/api.ts does).');
  return webhookReceiver;
}

// Readers of Stripe's JSON, shared by both implementations (the sandbox stores exactly these fields).

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const idOf = (value: unknown): string | null => (typeof value === 'string' ? value : value && typeof value === 'object' ? ((value as Json).id ?? null) : null);

function failureOf(error: Json | null | undefined): CardFailure | null {
  if (!error) return null;
  return { code: error.code ?? 'card_declined', ...(error.decline_code ? { decline_code: error.decline_code } : {}), message: error.message ?? 'Your card was declined.' };
}

function cardOf(method: unknown): Card | null {
  if (!method || typeof method !== 'object') return null;
  const card = (method as Json).card;
  return card ? { id: (method as Json).id, brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year } : null;
}

export const readPaymentIntent = (pi: Json): PaymentIntent => ({
  id: pi.id,
  client_secret: pi.client_secret,
  amount: pi.amount,
  currency: pi.currency,
  status: pi.status,
  customer: idOf(pi.customer),
  metadata: pi.metadata ?? {},
  last_error: failureOf(pi.last_payment_error),
});

export const readRefund = (refund: Json): Refund => ({
  id: refund.id,
  payment_intent: idOf(refund.payment_intent)!,
  amount: refund.amount,
  currency: refund.currency,
  status: refund.status,
});

export const readRefundedCharge = (charge: Json): RefundedCharge => ({
  payment_intent: idOf(charge.payment_intent)!,
  amount: charge.amount,
  amount_refunded: charge.amount_refunded,
  currency: charge.currency,
});

export const readSetupIntent = (si: Json): SetupIntent => ({
  id: si.id,
  client_secret: si.client_secret,
  status: si.status,
  customer: idOf(si.customer),
  payment_method: cardOf(si.payment_method),
  last_error: failureOf(si.last_setup_error),
});

export function readSubscription(sub: Json): Subscription {
  // Since Stripe's 2025 API versions the period lives on the subscription's item.
  const item = sub.items?.data?.[0] ?? {};
  return {
    id: sub.id,
    customer: idOf(sub.customer)!,
    status: sub.status,
    current_period_start: item.current_period_start ?? sub.current_period_start,
    current_period_end: item.current_period_end ?? sub.current_period_end,
    cancel_at_period_end: !!sub.cancel_at_period_end,
    metadata: sub.metadata ?? {},
  };
}

export function readInvoice(invoice: Json): Invoice {
  // A renewal's invoice carries its subscription's metadata (user, plan); a one-off invoice its own, with the
  // months it prepays as its period. A subscription invoice's own period_* name the period before: its line has the one billed.
  const metadata: Record<string, string> = { ...(invoice.parent?.subscription_details?.metadata ?? {}), ...(invoice.metadata ?? {}) };
  const line = invoice.lines?.data?.[0]?.period;
  return {
    id: invoice.id,
    number: invoice.number ?? null,
    customer: idOf(invoice.customer)!,
    amount: invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status,
    period_start: Number(metadata.period_start) || line?.start || invoice.period_start,
    period_end: Number(metadata.period_end) || line?.end || invoice.period_end,
    created: invoice.created,
    description: invoice.description ?? null,
    metadata,
  };
}
