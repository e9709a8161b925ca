import { z } from 'zod';
import { sandbox3dsSchema, sandboxIntentSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { sandboxRoute } from '@/server/payments/sandbox-routes';

export const config = { api: { bodyParser: false } };

const intentParamsSchema = z.object({ id: z.string().regex(/^(pi|seti)_[A-Za-z0-9]{1,64}$/, 'id must name a PaymentIntent or SetupIntent') });

export default route({
  POST: method({
    summary: "Payments sandbox: the 3-D Secure page's answer for an intent that requires action (complete or fail)",
    query: intentParamsSchema,
    body: sandbox3dsSchema,
    response: sandboxIntentSchema,
    handler: ({ req, query, body }) => sandboxRoute(req, (m) => m.finishAuthentication(query.id, body)),
  }),
});
