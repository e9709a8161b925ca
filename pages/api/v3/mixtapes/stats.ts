import { catalogStatsSchema } from '@/lib/contracts/catalog';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { getCatalogStats } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'Catalog totals: mixtapes, tracks, people and counters', response: catalogStatsSchema, cache: catalogCache, handler: () => getCatalogStats() }),
});
