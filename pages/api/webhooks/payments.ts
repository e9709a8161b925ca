import { z } from 'zod';
import { method, route } from '@/server/http/route';
import { readText } from '@/server/http/body';
import { receiveWebhook } from '@/server/payments/webhooks';

export const config = { api: { bodyParser: false } };

/** Stripe's events are rarely above a few kilobytes; a subscription with its items and invoice fits well under this. */
const WEBHOOK_BODY_BYTES = 512 * 1024;

export default route({
  POST: method({
    summary: "Payment provider events (Stripe's or the sandbox's), verified by their Stripe-Signature header and applied once",
    response: z.object({ received: z.literal(true) }),
    // The signature covers the exact bytes sent: the body is read raw here, never parsed and re-serialized.
    handler: async ({ req }) => receiveWebhook(await readText(req, WEBHOOK_BODY_BYTES), req.headers['stripe-signature'] as string | undefined),
  }),
});
