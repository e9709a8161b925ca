import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Playlist } from '@/lib/contracts/library';
import { mediaUrl } from '../adapters/media-storage';
import { inOrder } from '../catalog/by-ids';
import { getDb } from '../db/client';
import { playlists, playlistTracks, users } from '../db/schema';

// The playlist as every answer shows it (lists, favorites, a playlist's own page adds its tracks): one select and
// one visibility rule for whichever module lists playlists.

const playlistColumns = {
  id: playlists.id,
  slug: playlists.slug,
  name: playlists.name,
  description: playlists.description,
  public: playlists.public,
  cover: playlists.cover,
  userId: users.id,
  username: users.username,
  trackCount: sql<number>`(select count(*) from ${playlistTracks} where ${playlistTracks.playlistId} = ${playlists.id})`.mapWith(Number),
};

/** Public playlists, and a member's own private ones: another member's private playlist is nobody else's to see. */
export const playlistVisibleTo = (userId: number | null): SQL =>
  userId === null ? eq(playlists.public, true) : or(eq(playlists.public, true), eq(playlists.userId, userId))!;

/** Playlists in the API's shape, as `where` selects them (newest first unless the caller orders by ids). */
export async function selectPlaylists(where: SQL): Promise<Playlist[]> {
  const db = await getDb();
  const rows = await db.select(playlistColumns).from(playlists).innerJoin(users, eq(users.id, playlists.userId)).where(where);
  return rows.map(({ userId, username, cover, ...row }) => ({ ...row, cover: mediaUrl(cover), user: { id: userId, username } }));
}

/** Playlists by id in the order of `ids`, only those `userId` may see. */
export async function playlistsByIds(ids: number[], userId: number | null): Promise<Playlist[]> {
  if (!ids.length) return [];
  return inOrder(ids, await selectPlaylists(sql`${inArray(playlists.id, ids)} and ${playlistVisibleTo(userId)}`));
}
