import { eq, like, or } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/common';
import type { CreatePlaylistFields, Playlist, UpdatePlaylistFields } from '@/lib/contracts/playlists';
import { getDb, type Db } from '../db/client';
import { playlists } from '../db/schema';
import { insertUnderFreeSlug, slugify } from '../db/slug';
import { invalid } from '../core/errors';
import type { UploadedFile } from '../core/files';
import { dropCover, storeCover } from './playlist-cover';
import { lockOwnPlaylist, pageOfPlaylists, playlistById } from './playlist-query';

/** GET /playlists: public playlists, newest first. */
export async function listPublicPlaylists(page: number, take: number): Promise<Paged<Playlist>> {
  return pageOfPlaylists(await getDb(), eq(playlists.public, true), page, take);
}

/** GET /users/playlists: the member's own, private ones included, newest first. */
export async function listOwnPlaylists(userId: number, page: number, take: number): Promise<Paged<Playlist>> {
  return pageOfPlaylists(await getDb(), eq(playlists.userId, userId), page, take);
}

/** The slugs already made from this name (`road-trip`, `road-trip-2` ...). */
async function slugsLike(db: Db, name: string): Promise<string[]> {
  const base = slugify(name);
  const taken = await db
    .select({ slug: playlists.slug })
    .from(playlists)
    .where(or(eq(playlists.slug, base), like(playlists.slug, `${base.replace(/[%_\\]/g, '\\$&')}-%`)));
  return taken.map((row) => row.slug);
}

/**
 * POST /playlists. The slug is made from the name once, here, and stays when the name changes, so links keep
 * working. Playlists may share a name; each gets its own slug (-2, -3 ... after the first), even when created at
 * the same moment.
 */
export async function createPlaylist(userId: number, fields: CreatePlaylistFields, cover?: UploadedFile): Promise<Playlist> {
  const db = await getDb();
  const coverKey = cover ? await storeCover(cover) : null;
  try {
    const id = await insertUnderFreeSlug(fields.name, await slugsLike(db, fields.name), async (slug) => {
      const [row] = await db
        .insert(playlists)
        .values({ userId, slug, name: fields.name, description: fields.description, public: fields.public, cover: coverKey })
        .onConflictDoNothing({ target: playlists.slug })
        .returning({ id: playlists.id });
      return row?.id;
    });
    return await playlistById(db, id);
  } catch (error) {
    await dropCover(coverKey);
    throw error;
  }
}

/** PATCH /playlists/{id}: the fields sent, a new cover, or `removeCover`; the old cover file goes once replaced. */
export async function updatePlaylist(id: number, userId: number, fields: UpdatePlaylistFields, cover?: UploadedFile): Promise<Playlist> {
  if (cover && fields.removeCover) throw invalid('Send a new cover or removeCover=true, not both.');
  const db = await getDb();
  // Ownership first: a stranger's upload is neither decoded nor stored.
  await db.transaction((tx) => lockOwnPlaylist(tx, id, userId));
  const coverKey = cover ? await storeCover(cover) : undefined;
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const row = await lockOwnPlaylist(tx, id, userId);
      previous = row.cover;
      const { removeCover, ...changes } = fields;
      const coverChange = coverKey !== undefined ? { cover: coverKey } : removeCover ? { cover: null } : {};
      await tx
        .update(playlists)
        .set({ ...changes, ...coverChange, updatedAt: new Date() })
        .where(eq(playlists.id, id));
    });
  } catch (error) {
    await dropCover(coverKey);
    throw error;
  }
  if (coverKey !== undefined || fields.removeCover) await dropCover(previous);
  return playlistById(db, id);
}

/** DELETE /playlists/{id}: the playlist, its track list and its cover. */
export async function deletePlaylist(id: number, userId: number): Promise<void> {
  const db = await getDb();
  const cover = await db.transaction(async (tx) => {
    const row = await lockOwnPlaylist(tx, id, userId);
    await tx.delete(playlists).where(eq(playlists.id, id));
    return row.cover;
  });
  await dropCover(cover);
}
