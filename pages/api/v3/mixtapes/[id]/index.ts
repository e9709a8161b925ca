import { mixtapeDetailSchema } from '@/lib/contracts/catalog';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { getMixtape } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'A mixtape with its tracks', query: idParamsSchema, response: mixtapeDetailSchema, cache: catalogCache, handler: ({ query }) => getMixtape(query.id) }),
});
