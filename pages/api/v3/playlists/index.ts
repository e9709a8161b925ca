import { createPlaylistSchema, playlistListQuerySchema, playlistPageSchema, playlistSchema, PLAYLIST_COVER_MAX_BYTES } from '@/lib/contracts/playlists';
import { method, route } from '@/server/http/route';
import { createPlaylist, listPublicPlaylists } from '@/server/playlists/playlists';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'Public playlists, newest first',
    query: playlistListQuerySchema,
    response: playlistPageSchema,
    handler: ({ query }) => listPublicPlaylists(query.page, query.take),
  }),
  POST: method({
    summary: 'Create a playlist (multipart: name, description, public, and an optional cover image)',
    auth: 'required',
    multipart: { files: ['cover'], maxFileBytes: PLAYLIST_COVER_MAX_BYTES },
    body: createPlaylistSchema,
    response: playlistSchema,
    handler: ({ user, body, files }) => createPlaylist(user.id, body, files.cover),
  }),
});
