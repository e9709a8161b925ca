import { trackListSchema } from '@/lib/contracts/catalog';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { getPlaylistQueue } from '@/server/playlists/playlist-tracks';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'The tracks of a playlist, in play order',
    auth: 'optional',
    query: idParamsSchema,
    response: trackListSchema,
    handler: ({ query, user }) => getPlaylistQueue(query.id, user?.id ?? null),
  }),
});
