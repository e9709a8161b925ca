import { homeSchema } from '@/lib/contracts/catalog';
import { method, route } from '@/server/http/route';
import { getHome } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'Every list of the home page in one answer',
    response: homeSchema,
    cache: 'public, max-age=30, stale-while-revalidate=60',
    handler: () => getHome(),
  }),
});
