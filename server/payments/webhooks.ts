import Stripe from 'stripe';
import { readInvoice, readPaymentIntent, readRefundedCharge, readSubscription, type ProviderEvent } from '../adapters/payments';
import { paymentProvider } from '../adapters/payment-provider';
import { webhookSecret } from '../adapters/payments-sandbox/sandbox-events';
import { getDb } from '../db/client';
import { paymentEvents } from '../db/schema';
import { invalid } from '../core/errors';
import { applyInvoice, applyRefundedCharge, applySubscription, markPurchasePaid } from './sync';
import { extendForPrepaid } from './prepaid';

/**
 * How far a signed event's time may be from ours, either way: Stripe's tolerance for an old one (a replay), and
 * the same for one dated ahead, which a check of the age alone would take for as long as its date is to come.
 */
const WEBHOOK_TOLERANCE_SECONDS = 300;
export const BAD_SIGNATURE_MESSAGE = 'The Stripe-Signature header does not match this body.';
export const SIGNATURE_TIME_MESSAGE = `The Stripe-Signature timestamp is more than ${WEBHOOK_TOLERANCE_SECONDS / 60} minutes away from this server's clock.`;

/** When a Stripe-Signature header was signed, in seconds: its `t`, read as the stripe SDK reads it (the last one). */
const signedAt = (signature: string) =>
  Number.parseInt(signature.split(',').map((item) => item.split('=')).filter(([key]) => key === 't').at(-1)?.[1] ?? '', 10);

/**
 * The event in a webhook's body, from Stripe or the sandbox alike: its signature verified with the stripe SDK
 * (whose own time check looks only at the past), then its time checked here both ways.
 */
function verifiedEvent(payload: string, signature = ''): ProviderEvent {
  let event: ProviderEvent;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, webhookSecret(), 0) as unknown as ProviderEvent;
  } catch {
    throw invalid(BAD_SIGNATURE_MESSAGE);
  }
  const age = Math.floor(Date.now() / 1000) - signedAt(signature);
  // Written so that a `t` that is no number (NaN) is refused too.
  if (!(Math.abs(age) <= WEBHOOK_TOLERANCE_SECONDS)) throw invalid(SIGNATURE_TIME_MESSAGE);
  return event;
}

/**
 * A subscription event may arrive out of order (Stripe does not promise order): the subscription is read again
 * from the provider, so the newest state is the one written.
 */
async function freshSubscription(object: Record<string, unknown>) {
  const fresh = await (await paymentProvider()).retrieveSubscription(String(object.id));
  return fresh ?? readSubscription(object);
}

/**
 * POST /api/webhooks/payments, from Stripe or the sandbox alike: verified with the stripe SDK against the raw
 * body, its event id stored once and what it says applied in the same transaction, so a replay changes nothing.
 */
export async function receiveWebhook(payload: string, signature: string | undefined): Promise<{ received: true }> {
  const event = verifiedEvent(payload, signature);
  const object = event.data.object;
  const subscription = event.type.startsWith('customer.subscription.') ? await freshSubscription(object) : null;
  const applied = await (await getDb()).transaction(async (tx) => {
    const [stored] = await tx.insert(paymentEvents).values({ id: event.id, type: event.type, payload: event }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (!stored) return false;
    if (event.type === 'payment_intent.succeeded') await markPurchasePaid(tx, readPaymentIntent(object));
    else if (event.type === 'charge.refunded') await applyRefundedCharge(tx, readRefundedCharge(object));
    else if (subscription) await applySubscription(tx, subscription);
    else if (event.type.startsWith('invoice.')) await applyInvoice(tx, readInvoice(object));
    return true;
  });
  // Prepaid months reach the provider's subscription outside the transaction (a call out); extending is idempotent.
  if (applied && event.type === 'invoice.paid') await extendForPrepaid(readInvoice(object));
  return { received: true };
}
