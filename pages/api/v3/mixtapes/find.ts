import { findBySlugQuerySchema } from '@/lib/contracts/catalog';
import { method, route } from '@/server/http/route';
import { findMixtapeBySlug } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ query: findBySlugQuerySchema, handler: ({ query }) => findMixtapeBySlug(query.slug) }),
});
