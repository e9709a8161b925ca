import { z } from 'zod';
import { method, route } from '@/server/http/route';
import { notFound } from '@/server/http/errors';
import { isOutboxEnabled, listOutbox } from '@/server/adapters/outbox';

const outboxQuerySchema = z.object({
  // A '+' written unencoded in a query string arrives as a space: put it back for phone numbers.
  to: z
    .string()
    .max(254)
    .transform((v) => v.replace(/^ (?=\d)/, '+').trim().toLowerCase())
    .optional(),
  take: z.coerce.number().int().min(1, 'take must be 1 or more').max(200, 'take must not be more than 200').default(50),
});

/** Development only: the messages the built-in outbox kept, newest first. 404 whenever the outbox is off. */
export default route({
  GET: method({
    query: outboxQuerySchema,
    cache: 'no-store',
    handler: async ({ query }) => {
      if (!isOutboxEnabled()) throw notFound('Not found');
      return { data: await listOutbox(query) };
    },
  }),
});
