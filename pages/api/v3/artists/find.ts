import { findBySlugQuerySchema } from '@/lib/contracts/catalog';
import { personSchema } from '@/lib/contracts/people';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { findPersonBySlug } from '@/server/catalog/people';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'An artist by slug',
    query: findBySlugQuerySchema,
    response: personSchema,
    cache: catalogCache,
    handler: ({ query }) => findPersonBySlug('artist', query.slug),
  }),
});
