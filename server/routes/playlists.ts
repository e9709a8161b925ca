import { trackListSchema, findBySlugQuerySchema } from '@/lib/contracts/catalog';
import { idParamsSchema } from '@/lib/contracts/params';
import { createPlaylistSchema, playlistListQuerySchema, playlistPageSchema, playlistSchema, PLAYLIST_COVER_MAX_BYTES, playlistDetailSchema, playlistQuerySchema, updatePlaylistSchema, playlistAppendSchema, playlistTrackIdsSchema } from '@/lib/contracts/playlists';
import { method, route, type RouteTable } from '@/server/http/route';
import { commentsRoute } from './comments';
import { getPlaylist, getPlaylistQueue, appendTracks, removeTracks, reorderTracks, findPlaylist } from '@/server/playlists/playlist-tracks';
import { createPlaylist, listPublicPlaylists, deletePlaylist, updatePlaylist } from '@/server/playlists/playlists';

export const playlistsRoutes: RouteTable = {
  '/api/v3/playlists': route({
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
  }),
  '/api/v3/playlists/:id': route({
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
  }),
  '/api/v3/playlists/:id/comments': commentsRoute('playlist'),
  '/api/v3/playlists/:id/queue': route({
    GET: method({
      summary: 'The tracks of a playlist, in play order',
      auth: 'optional',
      query: idParamsSchema,
      response: trackListSchema,
      handler: ({ query, user }) => getPlaylistQueue(query.id, user?.id ?? null),
    }),
  }),
  '/api/v3/playlists/:id/tracks': route({
    POST: method({
      summary: 'Append tracks to your playlist (tracks already there are skipped)',
      auth: 'required',
      query: idParamsSchema,
      body: playlistTrackIdsSchema,
      response: playlistAppendSchema,
      handler: ({ query, user, body }) => appendTracks(query.id, user.id, body.track_ids),
    }),
    DELETE: method({
      summary: 'Remove tracks from your playlist',
      auth: 'required',
      query: idParamsSchema,
      body: playlistTrackIdsSchema,
      response: playlistDetailSchema,
      handler: ({ query, user, body }) => removeTracks(query.id, user.id, body.track_ids),
    }),
    PUT: method({
      summary: 'Reorder your playlist: track_ids is the full new order of the tracks it holds',
      auth: 'required',
      query: idParamsSchema,
      body: playlistTrackIdsSchema,
      response: playlistDetailSchema,
      handler: ({ query, user, body }) => reorderTracks(query.id, user.id, body.track_ids),
    }),
  }),
  '/api/v3/playlists/find': route({
    GET: method({
      summary: 'A playlist with its tracks, by slug (private ones to their owner only)',
      auth: 'optional',
      query: findBySlugQuerySchema,
      response: playlistDetailSchema,
      handler: ({ query, user }) => findPlaylist(query.slug, user?.id ?? null),
    }),
  }),
};
