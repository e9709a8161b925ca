import { favoriteListQuerySchema, favoritePageSchema } from '@/lib/contracts/library';
import { method, route } from '@/server/http/route';
import { listFavorites } from '@/server/library/favorites';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'Your favorite tracks, mixtapes or playlists, newest first',
    auth: 'required',
    query: favoriteListQuerySchema,
    response: favoritePageSchema,
    handler: ({ user, query }) => listFavorites(user.id, query.kind, query.page, query.take),
  }),
});
