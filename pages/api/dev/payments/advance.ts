import { devAdvanceAnswerSchema, devAdvanceSchema } from '@/lib/contracts/payments';
import { method, route } from '@/server/http/route';
import { isTestClockEnabled, sandboxRoute } from '@/server/payments/sandbox-routes';
import { hasDevToolsKey } from '@/server/http/dev-tools';

export const config = { api: { bodyParser: false } };

/**
 * The sandbox's test clock: only when asked for by name (PAYMENTS_TEST_CLOCK=1, with the sandbox as the provider),
 * and only for whoever holds the development tools' key. Anyone else gets the 404 of a route that does not exist.
 */
export default route(
  {
    POST: method({
      summary: 'Payments sandbox test clock: move time on by days, running the renewals, failed renewals and cancellations that fall due',
      body: devAdvanceSchema,
      response: devAdvanceAnswerSchema,
      handler: ({ req, body }) => sandboxRoute(req, (m) => m.advanceDays(body.days)),
    }),
  },
  { exists: (req) => isTestClockEnabled() && hasDevToolsKey(req) },
);
