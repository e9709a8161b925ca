import { searchPageSchema, searchQuerySchema } from '@/lib/contracts/search';
import { method, route } from '@/server/http/route';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { search } from '@/server/catalog/search';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'Search mixtapes, tracks, artists, DJs, public playlists and podcasts (prefixes, typos, accents)',
    query: searchQuerySchema,
    response: searchPageSchema,
    cache: catalogCache,
    handler: ({ query }) => search(query),
  }),
});
