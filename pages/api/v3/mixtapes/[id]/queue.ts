import { z } from 'zod';
import { trackSchema } from '@/lib/contracts/catalog';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { getMixtapeQueue } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'The tracks of a mixtape, in play order', query: idParamsSchema, response: z.array(trackSchema), handler: ({ query }) => getMixtapeQueue(query.id) }),
});
