import { sandboxConfirmSchema, sandboxIntentSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { sandboxRoute } from '@/server/payments/sandbox-routes';

export const config = { api: { bodyParser: false } };

/** The sandbox's stand-in for Stripe.js: the client secret is the credential, as it is with Stripe. */
export default route({
  POST: method({
    summary: 'Payments sandbox: confirm a PaymentIntent or SetupIntent with a test card (402 with the decline code when refused)',
    body: sandboxConfirmSchema,
    response: sandboxIntentSchema,
    handler: ({ req, body }) => sandboxRoute(req, (m) => m.confirmIntent(body)),
  }),
});
