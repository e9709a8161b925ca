import { pageQuerySchema } from '@/lib/contracts/common';
import { personPageSchema } from '@/lib/contracts/people';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { listPeople } from '@/server/catalog/people';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'Artists, most played first, paged',
    query: pageQuerySchema,
    response: personPageSchema,
    cache: catalogCache,
    handler: ({ query }) => listPeople('artist', query),
  }),
});
