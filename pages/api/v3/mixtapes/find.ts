import { findBySlugQuerySchema, mixtapeDetailSchema } from '@/lib/contracts/catalog';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { findMixtapeBySlug } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'A mixtape with its tracks, by slug',
    query: findBySlugQuerySchema,
    response: mixtapeDetailSchema,
    cache: catalogCache,
    handler: ({ query }) => findMixtapeBySlug(query.slug),
  }),
});
