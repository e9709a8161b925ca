import { createHmac } from 'node:crypto';
import { settings } from '../../core/config';
import { derivedKey } from '../../core/secret';
import { logger } from '../../core/logger';
import { providerEventReceiver } from '../payments';
import { createObject, newId, type Json } from './sandbox-store';

/**
 * The secret webhooks are signed with: STRIPE_WEBHOOK_SECRET when set (Stripe's, or any value for the sandbox),
 * else one derived from the app's secret, so the sandbox needs no setup.
 */
export function webhookSecret(): string {
  return settings().STRIPE_WEBHOOK_SECRET ?? `whsec_${derivedKey('payments-sandbox-webhook').toString('base64url')}`;
}

/** The Stripe-Signature header of a payload, made exactly as Stripe makes it: HMAC-SHA256 of `t.payload`. */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Sends an event about `object` to the webhook endpoint's own code, signed: the sandbox is not reachable from
 * outside, so it hands the signed body to the receiver the route calls (receiveProviderEvents) rather than going
 * over the network.
 * As with Stripe, a delivery that fails does not undo what happened; it is logged.
 */
export async function emitEvent(type: string, object: Json): Promise<void> {
  const event = { id: newId('evt'), object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
  await createObject(event);
  const payload = JSON.stringify(event);
  try {
    await providerEventReceiver()(payload, signPayload(payload, webhookSecret()));
  } catch (error) {
    logger.error({ eventType: type, error: (error as Error).message }, 'payments sandbox: webhook delivery failed');
  }
}
