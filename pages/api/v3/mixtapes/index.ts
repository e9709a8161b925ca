import { mixtapeListQuerySchema, mixtapePageSchema } from '@/lib/contracts/catalog';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { listMixtapes } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'Released mixtapes, paged, sorted and filtered',
    query: mixtapeListQuerySchema,
    response: mixtapePageSchema,
    cache: catalogCache,
    handler: ({ query }) => listMixtapes(query),
  }),
});
