import { z } from 'zod';
import { outboxListSchema } from '@/lib/contracts/dev-outbox';
import { devAdvanceAnswerSchema, devAdvanceSchema } from '@/lib/contracts/payments';
import { hasDevToolsKey } from '@/server/http/dev-tools';
import { method, route, type RouteTable } from '@/server/http/route';
import { isOutboxEnabled, listOutbox } from '@/server/adapters/outbox';
import { isTestClockEnabled, sandboxRoute } from './payments';

/** Whose messages, and how many. */
const outboxQuerySchema = z.object({
  // A '+' written unencoded in a query string arrives as a space: put it back for phone numbers.
  to: z
    .string()
    .max(254)
    .transform((v) => v.replace(/^ (?=\d)/, '+').trim().toLowerCase())
    .optional(),
  take: z.coerce.number().int().min(1, 'take must be 1 or more').max(200, 'take must not be more than 200').default(50),
});

export const devRoutes: RouteTable = {
  /**
   * The messages the built-in outbox kept, newest first, for whoever holds the development tools' key: every code
   * and reset link is in there. Anyone else, and everyone when the outbox is off, gets the 404 of a route that does
   * not exist, whatever they send.
   */
  '/api/dev/outbox': route(
    {
      GET: method({
        summary: 'The messages the built-in outbox kept, newest first (with the development tools key, while the outbox is on)',
        response: outboxListSchema,
        query: outboxQuerySchema,
        handler: async ({ query }) => ({ data: await listOutbox(query) }),
      }),
    },
    { exists: (req) => isOutboxEnabled() && hasDevToolsKey(req) },
  ),
  /**
   * The sandbox's test clock: only when asked for by name (PAYMENTS_TEST_CLOCK=1, with the sandbox as the provider),
   * and only for whoever holds the development tools' key. Anyone else gets the 404 of a route that does not exist.
   */
  '/api/dev/payments/advance': route(
    {
      POST: method({
        summary: 'Payments sandbox test clock: move time on by days, running the renewals, failed renewals and cancellations that fall due',
        body: devAdvanceSchema,
        response: devAdvanceAnswerSchema,
        handler: ({ req, body }) => sandboxRoute(req, (m) => m.advanceDays(body.days)),
      }),
    },
    { exists: (req) => isTestClockEnabled() && hasDevToolsKey(req) },
  ),
};
