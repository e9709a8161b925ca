import { method, route } from '@/server/http/route';
import { getHome } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ cache: 'public, max-age=30, stale-while-revalidate=60', handler: () => getHome() }),
});
