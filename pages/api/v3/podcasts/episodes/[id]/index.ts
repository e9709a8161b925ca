import { idParamsSchema } from '@/lib/contracts/params';
import { episodeSchema } from '@/lib/contracts/people';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { getEpisode } from '@/server/catalog/podcasts';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'A podcast episode, with the URL of its audio',
    query: idParamsSchema,
    response: episodeSchema,
    cache: catalogCache,
    handler: ({ query }) => getEpisode(query.id),
  }),
});
