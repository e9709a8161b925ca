import { outboxListSchema } from '@/lib/contracts/dev-outbox';
import { z } from 'zod';
import { method, route, routeNotFound } from '@/server/http/route';
import { isOutboxEnabled, listOutbox } from '@/server/adapters/outbox';
import { isLocalRequest } from '@/server/http/local-request';

export const config = { api: { bodyParser: false } };

const outboxQuerySchema = z.object({
  // A '+' written unencoded in a query string arrives as a space: put it back for phone numbers.
  to: z
    .string()
    .max(254)
    .transform((v) => v.replace(/^ (?=\d)/, '+').trim().toLowerCase())
    .optional(),
  take: z.coerce.number().int().min(1, 'take must be 1 or more').max(200, 'take must not be more than 200').default(50),
});

/**
 * The messages the built-in outbox kept, newest first, for the machine's own user only: every code and reset
 * link is in there. Anyone else, and everyone when the outbox is off, gets the 404 of a route that does not exist.
 */
export default route({
  GET: method({
    summary: 'The messages the built-in outbox kept, newest first (this machine only, while the outbox is on)', response: outboxListSchema,
    query: outboxQuerySchema,
    handler: async ({ req, query }) => {
      if (!isOutboxEnabled() || !isLocalRequest(req)) throw routeNotFound(req);
      return { data: await listOutbox(query) };
    },
  }),
});
