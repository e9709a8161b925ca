import { mixtapePageSchema } from '@/lib/contracts/catalog';
import { pageQuerySchema } from '@/lib/contracts/common';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { listArtistMixtapes } from '@/server/catalog/people';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: "An artist's released mixtapes, newest first, paged",
    query: idParamsSchema.extend(pageQuerySchema.shape),
    response: mixtapePageSchema,
    cache: catalogCache,
    handler: ({ query }) => listArtistMixtapes(query.id, query),
  }),
});
