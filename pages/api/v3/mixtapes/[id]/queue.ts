import { z } from 'zod';
import { trackSchema } from '@/lib/contracts/catalog';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { getMixtapeQueue } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'The tracks of a mixtape, in play order', query: idParamsSchema, response: z.array(trackSchema), cache: catalogCache, handler: ({ query }) => getMixtapeQueue(query.id) }),
});
