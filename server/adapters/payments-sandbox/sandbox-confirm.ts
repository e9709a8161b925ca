import type { z } from 'zod';
import type { SandboxIntent, sandbox3dsSchema, sandboxConfirmSchema } from '@/lib/contracts/payments';
import { invalid, notFound } from '../../core/errors';
import { CardError, type CardFailure } from '../payments';
import { AUTHENTICATION_FAILED, readCard } from './sandbox-cards';
import { emitEvent } from './sandbox-events';
import { createObject, getObject, newId, sandboxNow, updateObject, type Json } from './sandbox-store';

// What Stripe.js does in the browser, done by the sandbox's API: confirming an intent with a card, and the
// 3-D Secure step (see docs/api.md, Payments sandbox).

const NO_SUCH_INTENT = 'No such payment or setup intent: check the client_secret.';
/** Where the site shows the sandbox's 3-D Secure page (Complete / Fail) for an intent. */
const threeDSecureUrl = (intent: Json) => `/payments/sandbox/3ds/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret)}`;

const errorField = (intent: Json) => (intent.object === 'payment_intent' ? 'last_payment_error' : 'last_setup_error');
const succeededEvent = (intent: Json) => `${intent.object}.succeeded`;
const failedEvent = (intent: Json) => (intent.object === 'payment_intent' ? 'payment_intent.payment_failed' : 'setup_intent.setup_failed');

function toSandboxIntent(intent: Json): SandboxIntent {
  const error = intent[errorField(intent)];
  return {
    id: intent.id,
    object: intent.object,
    status: intent.status,
    client_secret: intent.client_secret,
    next_action: intent.next_action,
    last_error: error ? { code: error.code, ...(error.decline_code ? { decline_code: error.decline_code } : {}), message: error.message } : null,
  };
}

/** The intent a client secret names (`<id>_secret_<random>`), if the secret is its own. */
async function intentOf(secret: string): Promise<Json> {
  const id = secret.split('_secret_')[0];
  const intent = id && /^(pi|seti)_/.test(id) ? await getObject(id) : null;
  if (!intent || intent.client_secret !== secret) throw notFound(NO_SUCH_INTENT);
  return intent;
}

const unexpectedState = (intent: Json) =>
  invalid(`This ${intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'} has status ${intent.status} and cannot be confirmed.`);

/** A failure kept on the intent and reported to the webhook, then answered as a 402. */
async function fail(intent: Json, failure: CardFailure): Promise<never> {
  const failed = await updateObject(intent.id, (i) => ({ ...i, status: 'requires_payment_method', next_action: null, [errorField(i)]: failure }));
  await emitEvent(failedEvent(failed), failed);
  throw new CardError(failure);
}

/**
 * The statuses an intent can be confirmed from, as with Stripe: waiting for a card, or still waiting for a 3-D Secure
 * step the person left (they closed the dialog, or try another card instead), which a new card replaces.
 */
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** POST /api/payments/sandbox/confirm: the intent with its new status, or a 402 carrying Stripe's decline code. */
export async function confirmIntent({ client_secret, card }: z.infer<typeof sandboxConfirmSchema>): Promise<SandboxIntent> {
  const intent = await intentOf(client_secret);
  if (!CONFIRMABLE.includes(intent.status)) throw unexpectedState(intent);
  const read = readCard(card, new Date((await sandboxNow()) * 1000));
  if (!('behaviour' in read)) return fail(intent, read);
  const outcome = intent.object === 'payment_intent' ? read.behaviour.pay : read.behaviour.setup;
  if (typeof outcome === 'object') return fail(intent, outcome);
  // A SetupIntent saves the card on its customer; a PaymentIntent keeps it for the charge alone.
  const method = await createObject({
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    card: read.card,
    customer: intent.object === 'setup_intent' ? intent.customer : null,
    created: await sandboxNow(),
  });
  const authenticate = outcome === 'authenticate';
  const confirmed = await updateObject(intent.id, (i) => {
    if (!CONFIRMABLE.includes(i.status)) throw unexpectedState(i);
    return {
      ...i,
      payment_method: method.id,
      [errorField(i)]: null,
      status: authenticate ? 'requires_action' : 'succeeded',
      next_action: authenticate ? { type: 'redirect_to_url', redirect_to_url: { url: threeDSecureUrl(i) } } : null,
    };
  });
  if (!authenticate) await emitEvent(succeededEvent(confirmed), confirmed);
  return toSandboxIntent(confirmed);
}

/** POST /api/payments/sandbox/3ds/{id}: the person completed or failed the 3-D Secure check. */
export async function finishAuthentication(id: string, { client_secret, outcome }: z.infer<typeof sandbox3dsSchema>): Promise<SandboxIntent> {
  const intent = await intentOf(client_secret);
  if (intent.id !== id) throw notFound(NO_SUCH_INTENT);
  if (intent.status !== 'requires_action') throw unexpectedState(intent);
  if (outcome === 'fail') {
    const failure = intent.object === 'payment_intent' ? AUTHENTICATION_FAILED : { ...AUTHENTICATION_FAILED, code: 'setup_intent_authentication_failure' };
    return fail(intent, failure);
  }
  const done = await updateObject(id, (i) => {
    if (i.status !== 'requires_action') throw unexpectedState(i);
    return { ...i, status: 'succeeded', next_action: null };
  });
  await emitEvent(succeededEvent(done), done);
  return toSandboxIntent(done);
}
