import { idParamsSchema } from '@/lib/contracts/params';
import { playlistAppendSchema, playlistDetailSchema, playlistTrackIdsSchema } from '@/lib/contracts/playlists';
import { method, route } from '@/server/http/route';
import { appendTracks, removeTracks, reorderTracks } from '@/server/playlists/playlist-tracks';

export const config = { api: { bodyParser: false } };

export default route({
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
});
