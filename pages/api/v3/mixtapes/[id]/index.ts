import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { getMixtape } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ query: idParamsSchema, handler: ({ query }) => getMixtape(query.id) }),
});
