import { playlistDetailSchema, type PlaylistDetail } from '@/lib/contracts/playlists';
import { isAppError } from '../core/errors';
import { findPlaylist } from '../playlists/playlist-tracks';
import { isCanonicalSlug } from './page-gate';

/**
 * A playlist page rendered on the server, as a guest sees it: public playlists only, since the session is a Bearer
 * token in the browser's storage that the server never sees. Null for a private or unknown slug: the page then
 * asks the API from the browser, with the owner's token. Passed through JSON and the answer's contract, so the
 * page holds what the browser's client would have parsed.
 */
export async function publicPlaylistForPage(slug: string): Promise<PlaylistDetail | null> {
  // Only a slug as stored: the production server sends one written another way on to it (server/ssr/page-gate.ts).
  if (!isCanonicalSlug(slug)) return null;
  try {
    return playlistDetailSchema.parse(JSON.parse(JSON.stringify(await findPlaylist(slug, null))));
  } catch (error) {
    if (isAppError(error, 'not-found')) return null;
    throw error;
  }
}
