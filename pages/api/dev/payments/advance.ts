import { devAdvanceAnswerSchema, devAdvanceSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { sandboxRoute } from '@/server/payments/sandbox-routes';

export const config = { api: { bodyParser: false } };

/**
 * The sandbox's test clock, under the outbox's rules: this machine only, while the outbox is on, and only with the
 * sandbox as the provider. Anyone else gets the 404 of a route that does not exist.
 */
export default route({
  POST: method({
    summary: "Payments sandbox test clock: move time on by days, running the renewals, failed renewals and cancellations that fall due",
    body: devAdvanceSchema,
    response: devAdvanceAnswerSchema,
    handler: ({ req, body }) => sandboxRoute(req, (m) => m.advanceDays(body.days), { devOnly: true }),
  }),
});
