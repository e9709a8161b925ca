import { findBySlugQuerySchema } from '@/lib/contracts/catalog';
import { playlistDetailSchema } from '@/lib/contracts/playlists';
import { method, route } from '@/server/http/route';
import { findPlaylist } from '@/server/playlists/playlist-tracks';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'A playlist with its tracks, by slug (private ones to their owner only)',
    auth: 'optional',
    query: findBySlugQuerySchema,
    response: playlistDetailSchema,
    handler: ({ query, user }) => findPlaylist(query.slug, user?.id ?? null),
  }),
});
