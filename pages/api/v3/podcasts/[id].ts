import { idParamsSchema } from '@/lib/contracts/params';
import { podcastDetailSchema } from '@/lib/contracts/people';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { getPodcast } from '@/server/catalog/podcasts';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'A podcast with its episodes, newest first',
    query: idParamsSchema,
    response: podcastDetailSchema,
    cache: catalogCache,
    handler: ({ query }) => getPodcast(query.id),
  }),
});
