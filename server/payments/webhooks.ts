import Stripe from 'stripe';
import { paymentProvider, readInvoice, readPaymentIntent, readSubscription, type ProviderEvent } from '../adapters/payments';
import { webhookSecret } from '../adapters/payments-sandbox/sandbox-events';
import { getDb } from '../db/client';
import { paymentEvents } from '../db/schema';
import { HttpError } from '../http/errors';
import { applyInvoice, applySubscription, markPurchasePaid } from './sync';
import { extendForPrepaid } from './prepaid';

/** Stripe's own tolerance for a signed event's age: an older one (a replay from the past) is refused. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
export const BAD_SIGNATURE_MESSAGE = 'The Stripe-Signature header does not match this body.';

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
  let event: ProviderEvent;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature ?? '', webhookSecret(), WEBHOOK_TOLERANCE_SECONDS) as unknown as ProviderEvent;
  } catch {
    throw new HttpError(400, BAD_SIGNATURE_MESSAGE);
  }
  const object = event.data.object;
  const subscription = event.type.startsWith('customer.subscription.') ? await freshSubscription(object) : null;
  const applied = await (await getDb()).transaction(async (tx) => {
    const [stored] = await tx.insert(paymentEvents).values({ id: event.id, type: event.type, payload: event }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (!stored) return false;
    if (event.type === 'payment_intent.succeeded') await markPurchasePaid(tx, readPaymentIntent(object));
    else if (subscription) await applySubscription(tx, subscription);
    else if (event.type.startsWith('invoice.')) await applyInvoice(tx, readInvoice(object));
    return true;
  });
  // Prepaid months reach the provider's subscription outside the transaction (a call out); extending is idempotent.
  if (applied && event.type === 'invoice.paid') await extendForPrepaid(readInvoice(object));
  return { received: true };
}
