import { radioBatchSchema, radioQuerySchema } from '@/lib/contracts/telemetry';
import { method, route } from '@/server/http/route';
import { nextRadioBatch } from '@/server/radio/radio';

export const config = { api: { bodyParser: false } };

export default route({
  // Every call moves the session on: never cacheable.
  GET: method({
    summary: 'The next LMT Radio batch (send `session` back to go on)',
    query: radioQuerySchema,
    response: radioBatchSchema,
    cache: 'no-store',
    handler: ({ query }) => nextRadioBatch(query),
  }),
});
