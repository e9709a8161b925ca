import { clientConfigSchema } from '@/lib/contracts/catalog';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { getClientConfig } from '@/server/catalog/config';

export const config = { api: { bodyParser: false } };

export default route({
  // Public like the catalog, but read from the environment each time: nothing worth keeping in memory.
  GET: method({ summary: 'Client configuration: ads and the comments provider', response: clientConfigSchema, cache: catalogCache.control, handler: () => getClientConfig() }),
});
