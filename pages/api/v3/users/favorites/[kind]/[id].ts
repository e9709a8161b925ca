import { favoriteItemParamsSchema, favoriteStateSchema } from '@/lib/contracts/library';
import { method, route } from '@/server/http/route';
import { addFavorite, isFavorite, removeFavorite } from '@/server/library/favorites';

export const config = { api: { bodyParser: false } };

const common = { auth: 'required', query: favoriteItemParamsSchema, response: favoriteStateSchema } as const;

export default route({
  GET: method({ ...common, summary: 'Whether a track, mixtape or playlist is one of your favorites', handler: ({ user, query }) => isFavorite(user.id, query.kind, query.id) }),
  POST: method({ ...common, summary: 'Add a favorite (adding it again changes nothing)', handler: ({ user, query }) => addFavorite(user.id, query.kind, query.id) }),
  DELETE: method({ ...common, summary: 'Remove a favorite (removing one that is not there is no error)', handler: ({ user, query }) => removeFavorite(user.id, query.kind, query.id) }),
});
