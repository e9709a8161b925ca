import { z } from 'zod';
import { mixtapeSchema } from '@/lib/contracts/catalog';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { getSuggestions } from '@/server/catalog/mixtapes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'Mixtapes to listen to next', query: idParamsSchema, response: z.array(mixtapeSchema), cache: catalogCache, handler: ({ query }) => getSuggestions(query.id) }),
});
