import { mixtapeListQuerySchema } from '@/lib/contracts/catalog';
import { method, route } from '@/server/http/route';
import { listMixtapes } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ query: mixtapeListQuerySchema, cache: 'public, max-age=15', handler: ({ query }) => listMixtapes(query) }),
});
