import { idParamsSchema } from '@/lib/contracts/params';
import { playlistDetailSchema, playlistQuerySchema, playlistSchema, updatePlaylistSchema, PLAYLIST_COVER_MAX_BYTES } from '@/lib/contracts/playlists';
import { method, route } from '@/server/http/route';
import { getPlaylist } from '@/server/playlists/playlist-tracks';
import { deletePlaylist, updatePlaylist } from '@/server/playlists/playlists';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'A playlist, with its tracks when include=tracks (private ones to their owner only)',
    auth: 'optional',
    query: idParamsSchema.extend(playlistQuerySchema.shape),
    response: playlistDetailSchema,
    handler: ({ query, user }) => getPlaylist(query.id, user?.id ?? null, query.include),
  }),
  PATCH: method({
    summary: 'Change your playlist (multipart: the fields to change, a new cover, or removeCover=true)',
    auth: 'required',
    query: idParamsSchema,
    multipart: { files: ['cover'], maxFileBytes: PLAYLIST_COVER_MAX_BYTES },
    body: updatePlaylistSchema,
    response: playlistSchema,
    handler: ({ query, user, body, files }) => updatePlaylist(query.id, user.id, body ?? {}, files.cover),
  }),
  DELETE: method({
    summary: 'Delete your playlist',
    auth: 'required',
    query: idParamsSchema,
    handler: ({ query, user }) => deletePlaylist(query.id, user.id),
  }),
});
