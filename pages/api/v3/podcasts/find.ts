import { findBySlugQuerySchema } from '@/lib/contracts/catalog';
import { podcastDetailSchema } from '@/lib/contracts/people';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { findPodcastBySlug } from '@/server/catalog/podcasts';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'A podcast with its episodes, by slug',
    query: findBySlugQuerySchema,
    response: podcastDetailSchema,
    cache: catalogCache,
    handler: ({ query }) => findPodcastBySlug(query.slug),
  }),
});
