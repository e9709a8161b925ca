import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { COMMENT_SUBJECTS, mixtapes, playlists, podcasts } from '../db/schema';
import { notFound } from '../core/errors';
import { visibleTo, PLAYLIST_NOT_FOUND } from '../playlists/playlist-query';

export type CommentSubject = (typeof COMMENT_SUBJECTS)[number];

/** Whether the viewer may read the subject: any mixtape or podcast, a playlist that is public or theirs. */
export async function canRead(db: Db, subject: CommentSubject, id: number, viewerId: number | null): Promise<boolean> {
  const [found] =
    subject === 'mixtape'
      ? await db.select({ id: mixtapes.id }).from(mixtapes).where(eq(mixtapes.id, id))
      : subject === 'playlist'
        ? await db.select({ id: playlists.id }).from(playlists).where(and(eq(playlists.id, id), visibleTo(viewerId)))
        : await db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.id, id));
  return !!found;
}

/**
 * Comments belong to what they are about; nobody reads or writes comments on something they may not see
 * (another member's private playlist is as unknown as a missing one).
 */
export async function assertSubject(db: Db, subject: CommentSubject, id: number, viewerId: number | null): Promise<void> {
  if (!(await canRead(db, subject, id, viewerId))) {
    throw notFound(subject === 'mixtape' ? 'Mixtape not found' : subject === 'playlist' ? PLAYLIST_NOT_FOUND : 'Podcast not found');
  }
}
