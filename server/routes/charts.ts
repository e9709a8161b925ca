import { chartQuerySchema, chartSchema } from '@/lib/contracts/charts';
import { catalogLookup } from '@/server/cache/catalog-cache';
import { getChart } from '@/server/discovery/charts';
import type { Reply } from '@/server/http/respond';
import { method, route, type RouteTable, type SharedCache } from '@/server/http/route';

const LATEST_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

/**
 * The latest chart changes once a week and shows the catalog's counters: kept as briefly as the catalog's reads. A
 * week named in the query has closed and its chart never changes: a day (what bounds it is an item taken down
 * since, which leaves the chart, and the list of weeks, which grows on Mondays).
 */
const chartCache: SharedCache = {
  control: LATEST_CONTROL,
  controlFor: (query: { week?: string }) => (query.week ? 'public, max-age=86400' : LATEST_CONTROL),
  replies: catalogLookup<string, Reply>(200),
};

export const chartsRoutes: RouteTable = {
  '/api/v3/charts/:chart': route({
    GET: method({
      summary: "A week's Top 50 mixtapes or tracks by counted plays, with each one's movement since the week before; `week` is any date of it (by default the latest chart). A named week is kept a day: its chart never changes",
      query: chartQuerySchema,
      response: chartSchema,
      cache: chartCache,
      handler: ({ query }) => getChart(query.chart, query.week),
    }),
  }),
};
