import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { getMixtapeQueue } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ query: idParamsSchema, handler: ({ query }) => getMixtapeQueue(query.id) }),
});
