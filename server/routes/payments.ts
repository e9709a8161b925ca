import { z } from 'zod';
import { sandbox3dsSchema, sandboxIntentSchema, sandboxConfirmSchema } from '@/lib/contracts/payments';
import { readText } from '@/server/http/body';
import { method, route, type RouteTable } from '@/server/http/route';
import { sandboxRoute } from '@/server/payments/sandbox-routes';
import { receiveWebhook } from '@/server/payments/webhooks';

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
