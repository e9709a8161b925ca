/** @jest-environment node */
import Stripe from 'stripe';
import { signPayload } from '@/server/adapters/payments-sandbox/sandbox-events';

// The sandbox signs its events itself; Stripe's own SDK must accept them exactly as it accepts Stripe's.
const secret = 'whsec_sandbox_test_secret';
const payload = JSON.stringify({ id: 'evt_test', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', object: 'payment_intent' } } });

it('signs events so that stripe.webhooks.constructEvent verifies them', () => {
  const event = Stripe.webhooks.constructEvent(payload, signPayload(payload, secret), secret);
  expect(event.id).toBe('evt_test');
});

it('matches the header the SDK makes for the same payload, secret and time', () => {
  const timestamp = Math.floor(Date.now() / 1000);
  expect(signPayload(payload, secret, timestamp)).toBe(Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }));
});

it('is refused by the SDK when the body, the secret or the age is wrong', () => {
  const header = signPayload(payload, secret);
  expect(() => Stripe.webhooks.constructEvent(payload.replace('pi_1', 'pi_2'), header, secret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
  const old = signPayload(payload, secret, Math.floor(Date.now() / 1000) - 301);
  expect(() => Stripe.webhooks.constructEvent(payload, old, secret, 300)).toThrow(Stripe.errors.StripeSignatureVerificationError);
});
