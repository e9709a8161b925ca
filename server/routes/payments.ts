import type { NextApiRequest } from 'next';
import { z } from 'zod';
import { sandbox3dsSchema, sandboxIntentSchema, sandboxConfirmSchema } from '@/lib/contracts/payments';
import { readText } from '@/server/http/body';
import { settings } from '@/server/core/config';
import { method, route, routeNotFound, type RouteTable } from '@/server/http/route';
import { isStripeConfigured } from '@/server/adapters/payment-provider';
import { receiveWebhook } from '@/server/payments/webhooks';

type SandboxCalls = typeof import('@/server/adapters/payments-sandbox/sandbox-api');

/** The sandbox's test clock exists only when asked for by name, and never beside Stripe. */
export const isTestClockEnabled = () => !!settings().PAYMENTS_TEST_CLOCK && !isStripeConfigured();

/**
 * The sandbox's own routes exist only while the sandbox is the provider (with Stripe configured they are the 404
 * of a route that does not exist).
 */
export async function sandboxRoute<T>(req: NextApiRequest, call: (calls: SandboxCalls) => Promise<T>): Promise<T> {
  if (isStripeConfigured()) throw routeNotFound(req);
  // Loaded when first called, by require (see paymentProvider in server/adapters/payment-provider.ts for why not import()).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { confirmIntent, finishAuthentication, advanceDays }: SandboxCalls = require('@/server/adapters/payments-sandbox/sandbox-api');
  return call({ confirmIntent, finishAuthentication, advanceDays });
}

/** The sandbox's 3-D Secure page names a PaymentIntent or a SetupIntent. */
const intentParamsSchema = z.object({ id: z.string().regex(/^(pi|seti)_[A-Za-z0-9]{1,64}$/, 'id must name a PaymentIntent or SetupIntent') });

/** Stripe's events are rarely above a few kilobytes; a subscription with its items and invoice fits well under this. */
const WEBHOOK_BODY_BYTES = 512 * 1024;

export const paymentsRoutes: RouteTable = {
  '/api/payments/sandbox/3ds/:id': route({
    POST: method({
      summary: "Payments sandbox: the 3-D Secure page's answer for an intent that requires action (complete or fail)",
      query: intentParamsSchema,
      body: sandbox3dsSchema,
      response: sandboxIntentSchema,
      handler: ({ req, query, body }) => sandboxRoute(req, (m) => m.finishAuthentication(query.id, body)),
    }),
  }),
  /** The sandbox's stand-in for Stripe.js: the client secret is the credential, as it is with Stripe. */
  '/api/payments/sandbox/confirm': route({
    POST: method({
      summary: 'Payments sandbox: confirm a PaymentIntent or SetupIntent with a test card (402 with the decline code when refused)',
      body: sandboxConfirmSchema,
      response: sandboxIntentSchema,
      handler: ({ req, body }) => sandboxRoute(req, (m) => m.confirmIntent(body)),
    }),
  }),
  '/api/webhooks/payments': route({
    POST: method({
      summary: "Payment provider events (Stripe's or the sandbox's), verified by their Stripe-Signature header and applied once",
      response: z.object({ received: z.literal(true) }),
      // The signature covers the exact bytes sent: the body is read raw here, never parsed and re-serialized.
      handler: async ({ req }) => receiveWebhook(await readText(req, WEBHOOK_BODY_BYTES), req.headers['stripe-signature'] as string | undefined),
    }),
  }),
};
