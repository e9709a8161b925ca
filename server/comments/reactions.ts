import { and, eq, sql } from 'drizzle-orm';
import type { CommentLike } from '@/lib/contracts/comments';
import { countersMoved } from '../cache/catalog-cache';
import { getDb } from '../db/client';
import { commentLikes, commentReports, comments } from '../db/schema';
import { invalid } from '../core/errors';
import { shownComment } from './comments';
import { commentLikesPerMinute, countMemberAction, reportsToHide } from './limits';

export const OWN_COMMENT_REPORT = 'You cannot report your own comment.';

/**
 * Likes a comment (`like`) or takes the like back: once per member however often it is sent, and rate-limited per
 * member. The counter moves in the same transaction as the like, after locking the comment, so it always equals
 * the likes stored.
 */
export async function setCommentLike(id: number, userId: number, like: boolean): Promise<CommentLike> {
  const db = await getDb();
  await shownComment(db, id, userId);
  await countMemberAction(`comment-likes:${userId}`, commentLikesPerMinute(), 'liking comments');
  return db.transaction(async (tx) => {
    await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, id)).for('update');
    const mine = and(eq(commentLikes.commentId, id), eq(commentLikes.userId, userId));
    const changed = like
      ? await tx.insert(commentLikes).values({ commentId: id, userId }).onConflictDoNothing().returning({ id: commentLikes.commentId })
      : await tx.delete(commentLikes).where(mine).returning({ id: commentLikes.commentId });
    const step = changed.length ? (like ? 1 : -1) : 0;
    const [row] = await tx
      .update(comments)
      .set({ likes: sql`${comments.likes} + ${step}` })
      .where(eq(comments.id, id))
      .returning({ likes: comments.likes });
    return { likes: row.likes, liked: like };
  });
}

/**
 * Records a member's report (once per member: a second one changes nothing). When reports from enough different
 * members add up, the comment is hidden pending review (see docs/product.md, Comments).
 */
export async function reportComment(id: number, userId: number, reason: string): Promise<{ reported: true }> {
  const db = await getDb();
  const comment = await shownComment(db, id, userId);
  if (comment.userId === userId) throw invalid(OWN_COMMENT_REPORT);
  const hidden = await db.transaction(async (tx) => {
    await tx.insert(commentReports).values({ commentId: id, userId, reason }).onConflictDoNothing();
    // Only reports made since a moderator last looked count: one restored stays up until new members report it.
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.commentId))
      .where(and(eq(commentReports.commentId, id), sql`${commentReports.createdAt} > coalesce(${comments.reviewedAt}, '-infinity')`));
    if (n < reportsToHide()) return false;
    await tx.update(comments).set({ hidden: true }).where(eq(comments.id, id));
    return true;
  });
  if (hidden && comment.subject === 'mixtape') countersMoved();
  return { reported: true };
}
