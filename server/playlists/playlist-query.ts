import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/common';
import type { Playlist } from '@/lib/contracts/playlists';
import { mediaUrl } from '../adapters/media-storage';
import { inOrder } from '../catalog/by-ids';
import type { Db } from '../db/client';
import { playlists, playlistTracks, users } from '../db/schema';
import { forbidden, notFound } from '../core/errors';

export const PLAYLIST_NOT_FOUND = 'Playlist not found';
export const NOT_YOUR_PLAYLIST = 'Only the owner of this playlist can change it.';

const playlistColumns = {
  id: playlists.id,
  slug: playlists.slug,
  name: playlists.name,
  description: playlists.description,
  public: playlists.public,
  cover: playlists.cover,
  userId: users.id,
  username: users.username,
  createdAt: playlists.createdAt,
  updatedAt: playlists.updatedAt,
  trackCount: sql<number>`(select count(*) from ${playlistTracks} where ${playlistTracks.playlistId} = ${playlists.id})`.mapWith(Number),
};

interface PlaylistRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  public: boolean;
  cover: string | null;
  userId: number;
  username: string;
  createdAt: Date;
  updatedAt: Date;
  trackCount: number;
}

function toPlaylist(row: PlaylistRow): Playlist {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    public: row.public,
    cover: mediaUrl(row.cover),
    trackCount: Number(row.trackCount),
    user: { id: row.userId, username: row.username },
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** What a viewer may see: public playlists, and their own. A guest is `null`. */
export const visibleTo = (viewerId: number | null): SQL =>
  viewerId === null ? eq(playlists.public, true) : or(eq(playlists.public, true), eq(playlists.userId, viewerId))!;

/** Playlists as the API shows them, newest first. */
async function selectPlaylists(db: Db, where: SQL, page = 1, take = 1): Promise<Playlist[]> {
  const rows = await db
    .select(playlistColumns)
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.userId))
    .where(where)
    .orderBy(desc(playlists.createdAt), desc(playlists.id))
    .limit(take)
    .offset((page - 1) * take);
  return rows.map(toPlaylist);
}

/** Playlists by id in the order of `ids` (a member's favorites), only those the viewer may see. */
export async function playlistsByIds(db: Db, ids: number[], viewerId: number | null): Promise<Playlist[]> {
  if (!ids.length) return [];
  return inOrder(ids, await selectPlaylists(db, and(inArray(playlists.id, ids), visibleTo(viewerId))!, 1, ids.length));
}

export async function pageOfPlaylists(db: Db, where: SQL, page: number, take: number): Promise<Paged<Playlist>> {
  const [data, [{ total }]] = await Promise.all([
    selectPlaylists(db, where, page, take),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(playlists).where(where),
  ]);
  return { data, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
}

/** One playlist the viewer may see; anyone else's private one is as unknown as a missing one (404). */
export async function visiblePlaylist(db: Db, where: SQL, viewerId: number | null): Promise<Playlist> {
  const [found] = await selectPlaylists(db, and(where, visibleTo(viewerId))!);
  if (!found) throw notFound(PLAYLIST_NOT_FOUND);
  return found;
}

export async function playlistById(db: Db, id: number): Promise<Playlist> {
  const [found] = await selectPlaylists(db, eq(playlists.id, id));
  if (!found) throw notFound(PLAYLIST_NOT_FOUND);
  return found;
}

/**
 * The row of a playlist `userId` is about to change, locked until the transaction ends so concurrent changes of
 * one playlist (two appends) take turns. Unknown: 404; someone else's, public or private: 403.
 */
export async function lockOwnPlaylist(tx: Db, id: number, userId: number) {
  const [row] = await tx.select({ id: playlists.id, userId: playlists.userId, cover: playlists.cover }).from(playlists).where(eq(playlists.id, id)).for('update');
  if (!row) throw notFound(PLAYLIST_NOT_FOUND);
  if (row.userId !== userId) throw forbidden(NOT_YOUR_PLAYLIST);
  return row;
}

/** Marks a playlist changed (its tracks or its fields). */
export const touchPlaylist = (tx: Db, id: number) => tx.update(playlists).set({ updatedAt: new Date() }).where(eq(playlists.id, id));
