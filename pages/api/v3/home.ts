import { homeSchema } from '@/lib/contracts/catalog';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { getHome } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'Every list of the home page in one answer',
    response: homeSchema,
    cache: catalogCache,
    handler: () => getHome(),
  }),
});
