import { pageQuerySchema } from '@/lib/contracts/common';
import { podcastPageSchema } from '@/lib/contracts/people';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { listPodcasts } from '@/server/catalog/podcasts';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'Podcasts, by title, paged',
    query: pageQuerySchema,
    response: podcastPageSchema,
    cache: catalogCache,
    handler: ({ query }) => listPodcasts(query),
  }),
});
