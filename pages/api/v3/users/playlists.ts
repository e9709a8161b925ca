import { playlistListQuerySchema, playlistPageSchema } from '@/lib/contracts/playlists';
import { method, route } from '@/server/http/route';
import { listOwnPlaylists } from '@/server/playlists/playlists';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'Your playlists, private ones included, newest first',
    auth: 'required',
    query: playlistListQuerySchema,
    response: playlistPageSchema,
    handler: ({ query, user }) => listOwnPlaylists(user.id, query.page, query.take),
  }),
});
