import { mixtapePageSchema, mixtapeSetQuerySchema } from '@/lib/contracts/catalog';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { listMixtapeSet } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'Past releases',
    query: mixtapeSetQuerySchema,
    response: mixtapePageSchema,
    cache: catalogCache,
    handler: ({ query }) => listMixtapeSet('past-releases', query),
  }),
});
