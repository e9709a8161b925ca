import { aliasedTable, and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Comment, CommentListQuery, CommentPage, CommentThread, NewComment } from '@/lib/contracts/comments';
import { countersMoved } from '../cache/catalog-cache';
import { getDb, type Db } from '../db/client';
import { commentLikes, comments, users } from '../db/schema';
import { forbidden, notFound } from '../core/errors';
import { pageMeta } from '../core/paging';
import { commentsConfig } from './config';
import { commentsPerMinute, countMemberAction } from './limits';
import { assertSubject, canRead, type CommentSubject } from './subjects';

// Built-in comments (see docs/product.md, Comments): threads one level deep, hidden when reported by several members.

export const COMMENT_NOT_FOUND = 'Comment not found';
export const NOT_YOUR_COMMENT = 'You can only delete your own comments.';

const parents = aliasedTable(comments, 'parents');

/** Shown: not hidden, and not a reply under a hidden comment. */
const shown = (subject: CommentSubject, id: number): SQL =>
  and(eq(comments.subjectType, subject), eq(comments.subjectId, id), eq(comments.hidden, false), or(isNull(parents.id), eq(parents.hidden, false)))!;

const commentColumns = {
  id: comments.id,
  text: comments.text,
  parentId: comments.parentId,
  userId: comments.userId,
  username: users.username,
  likes: comments.likes,
  createdAt: comments.createdAt,
};
interface CommentRow {
  id: number;
  text: string;
  parentId: number | null;
  userId: number;
  username: string;
  likes: number;
  createdAt: Date;
}

const toComment = (row: CommentRow, liked: ReadonlySet<number>): Comment => ({
  id: row.id,
  text: row.text,
  parent_id: row.parentId,
  user: { id: row.userId, username: row.username },
  likes: row.likes,
  liked: liked.has(row.id),
  created_at: new Date(row.createdAt).toISOString(),
});

/** Comments shown on a subject, replies included: a mixtape's `commentCount`, and `count` of a page of comments. */
export async function countComments(db: Db, subject: CommentSubject, id: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(comments)
    .leftJoin(parents, eq(parents.id, comments.parentId))
    .where(shown(subject, id));
  return n;
}

/** A page's subject with the count of its shown comments: null when the comments are not the built-in ones. */
export async function withCommentCount<T extends { id: number }>(subject: CommentSubject, loading: Promise<T>): Promise<T & { commentCount: number | null }> {
  const item = await loading;
  const commentCount = commentsConfig().provider === 'builtin' ? await countComments(await getDb(), subject, item.id) : null;
  return { ...item, commentCount };
}

async function likedBy(db: Db, userId: number | null, ids: number[]): Promise<Set<number>> {
  if (userId === null || !ids.length) return new Set();
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** A page of top-level comments, newest or most liked first, each with its replies (oldest first). */
export async function listComments(subject: CommentSubject, query: CommentListQuery, viewerId: number | null): Promise<CommentPage> {
  const db = await getDb();
  await assertSubject(db, subject, query.id, viewerId);
  const topLevel = and(shown(subject, query.id), isNull(comments.parentId))!;
  const order = query.sort === 'top' ? [desc(comments.likes), desc(comments.createdAt), desc(comments.id)] : [desc(comments.createdAt), desc(comments.id)];
  const [threads, [{ total }], count]: [CommentRow[], { total: number }[], number] = await Promise.all([
    db
      .select(commentColumns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .leftJoin(parents, eq(parents.id, comments.parentId))
      .where(topLevel)
      .orderBy(...order)
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(comments)
      .leftJoin(parents, eq(parents.id, comments.parentId))
      .where(topLevel),
    countComments(db, subject, query.id),
  ]);
  const replies: CommentRow[] = threads.length
    ? await db
        .select(commentColumns)
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(and(inArray(comments.parentId, threads.map((t) => t.id)), eq(comments.hidden, false)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const liked = await likedBy(db, viewerId, [...threads, ...replies].map((c) => c.id));
  const data: CommentThread[] = threads.map((thread) => ({
    ...toComment(thread, liked),
    replies: replies.filter((r) => r.parentId === thread.id).map((r) => toComment(r, liked)),
  }));
  return { data, meta: pageMeta(query.page, query.take, total), count };
}

/** Refuses a member a moderator barred from commenting, until the bar ends. */
async function assertMayComment(db: Db, userId: number): Promise<void> {
  const [row] = await db.select({ until: users.commentBanUntil }).from(users).where(eq(users.id, userId));
  if (row?.until && row.until.getTime() > Date.now()) {
    throw forbidden(`A moderator has barred you from commenting until ${row.until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`);
  }
}

/** A mixtape's count is on its cached answers (see server/cache/catalog-cache.ts). */
export const countChanged = (subject: CommentSubject) => {
  if (subject === 'mixtape') countersMoved();
};

/**
 * Posts a comment, or a reply: a reply to a reply joins the thread of the comment it answers, since threads are
 * one level deep. Rate-limited per member, shared by every process through the database.
 */
export async function postComment(subject: CommentSubject, id: number, userId: number, body: NewComment): Promise<Comment> {
  const db = await getDb();
  await assertSubject(db, subject, id, userId);
  let parentId: number | null = null;
  if (body.parent_id) {
    const [parent] = await db
      .select({ id: comments.id, parentId: comments.parentId })
      .from(comments)
      .where(and(eq(comments.id, body.parent_id), eq(comments.subjectType, subject), eq(comments.subjectId, id), eq(comments.hidden, false)));
    if (!parent) throw notFound('The comment you reply to is gone.');
    parentId = parent.parentId ?? parent.id;
  }
  await assertMayComment(db, userId);
  await countMemberAction(`comments:${userId}`, commentsPerMinute(), 'commenting');
  const [created] = await db.insert(comments).values({ subjectType: subject, subjectId: id, userId, parentId, text: body.text }).returning({ id: comments.id });
  countChanged(subject);
  return (await commentById(db, created.id, userId))!;
}

async function commentById(db: Db, id: number, viewerId: number): Promise<Comment | null> {
  const [row] = await db.select(commentColumns).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(eq(comments.id, id));
  return row ? toComment(row, await likedBy(db, viewerId, [id])) : null;
}

/**
 * A comment as the viewer may act on it: one whose subject they cannot read is a 404, as a missing one is, so every
 * action on a comment answers as reading its subject does.
 */
async function readableComment(db: Db, id: number, viewerId: number) {
  const [found] = await db
    .select({ userId: comments.userId, subject: comments.subjectType, subjectId: comments.subjectId, hidden: comments.hidden })
    .from(comments)
    .where(eq(comments.id, id));
  if (!found || !(await canRead(db, found.subject, found.subjectId, viewerId))) throw notFound(COMMENT_NOT_FOUND);
  return found;
}

/** Deletes a comment of the caller's, with its replies. */
export async function deleteComment(id: number, userId: number): Promise<void> {
  const db = await getDb();
  const found = await readableComment(db, id, userId);
  if (found.userId !== userId) throw forbidden(NOT_YOUR_COMMENT);
  await db.delete(comments).where(eq(comments.id, id));
  countChanged(found.subject);
}

/** A comment the viewer may read and that is shown, or a 404: hidden ones cannot be liked or reported again. */
export async function shownComment(db: Db, id: number, viewerId: number) {
  const found = await readableComment(db, id, viewerId);
  if (found.hidden) throw notFound(COMMENT_NOT_FOUND);
  return found;
}
