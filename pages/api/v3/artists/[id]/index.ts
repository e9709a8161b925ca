import { idParamsSchema } from '@/lib/contracts/params';
import { personSchema } from '@/lib/contracts/people';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { getPerson } from '@/server/catalog/people';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'An artist, with counts of mixtapes and plays',
    query: idParamsSchema,
    response: personSchema,
    cache: catalogCache,
    handler: ({ query }) => getPerson('artist', query.id),
  }),
});
