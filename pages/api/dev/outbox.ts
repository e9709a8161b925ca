import { outboxListSchema } from '@/lib/contracts/dev-outbox';
import { z } from 'zod';
import { method, route } from '@/server/http/route';
import { isOutboxEnabled, listOutbox } from '@/server/adapters/outbox';
import { hasDevToolsKey } from '@/server/http/dev-tools';

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
 * The messages the built-in outbox kept, newest first, for whoever holds the development tools' key: every code
 * and reset link is in there. Anyone else, and everyone when the outbox is off, gets the 404 of a route that does
 * not exist, whatever they send.
 */
export default route(
  {
    GET: method({
      summary: 'The messages the built-in outbox kept, newest first (with the development tools key, while the outbox is on)',
      response: outboxListSchema,
      query: outboxQuerySchema,
      handler: async ({ query }) => ({ data: await listOutbox(query) }),
    }),
  },
  { exists: (req) => isOutboxEnabled() && hasDevToolsKey(req) },
);
