import { method, route } from '@/server/http/route';
import { getCatalogStats } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ handler: () => getCatalogStats() }),
});
