import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CommentAction, MemberAction, ModeratedComment, ReportedComment, reportQuerySchema } from '@/lib/contracts/admin';
import type { Paged } from '@/lib/contracts/common';
import { countChanged } from '../comments/comments';
import { notFound } from '../core/errors';
import { pageMeta } from '../core/paging';
import { getDb } from '../db/client';
import { commentReports, comments, mixtapes, playlists, podcasts, users } from '../db/schema';
import { recordAudit } from './audit';
import type { ConsoleActor } from './console';
import { assertMayActOn, member, toSummary } from './members';

// Reported comments as moderators answer them: listed with their reports, hidden, restored (which also dismisses
// the reports made so far: only new members' reports count after it), deleted; and members barred from commenting
// for a time. Every change is in the audit log.

const columns = {
  id: comments.id,
  text: comments.text,
  authorId: comments.userId,
  author: users.username,
  authorBanUntil: users.commentBanUntil,
  subjectType: comments.subjectType,
  subjectId: comments.subjectId,
  // What the comment is on, by its title and slug: the console links to its page.
  subjectTitle: sql<string | null>`case ${comments.subjectType}
    when 'mixtape' then (select ${mixtapes.title} from ${mixtapes} where ${mixtapes.id} = ${comments.subjectId})
    when 'playlist' then (select ${playlists.name} from ${playlists} where ${playlists.id} = ${comments.subjectId})
    when 'podcast' then (select ${podcasts.title} from ${podcasts} where ${podcasts.id} = ${comments.subjectId}) end`,
  subjectSlug: sql<string | null>`case ${comments.subjectType}
    when 'mixtape' then (select ${mixtapes.slug} from ${mixtapes} where ${mixtapes.id} = ${comments.subjectId})
    when 'playlist' then (select ${playlists.slug} from ${playlists} where ${playlists.id} = ${comments.subjectId})
    when 'podcast' then (select ${podcasts.slug} from ${podcasts} where ${podcasts.id} = ${comments.subjectId}) end`,
  parentId: comments.parentId,
  hidden: comments.hidden,
  reviewedAt: comments.reviewedAt,
  createdAt: comments.createdAt,
};
interface Row {
  id: number;
  text: string;
  authorId: number;
  author: string;
  authorBanUntil: Date | null;
  subjectType: ModeratedSubject;
  subjectId: number;
  subjectTitle: string | null;
  subjectSlug: string | null;
  parentId: number | null;
  hidden: boolean;
  reviewedAt: Date | null;
  createdAt: Date;
}
type ModeratedSubject = (typeof comments.subjectType.enumValues)[number];

const toModerated = (row: Row): ModeratedComment => ({
  id: row.id,
  text: row.text,
  author: { id: row.authorId, username: row.author, comment_ban_until: row.authorBanUntil?.toISOString() ?? null },
  subject: { type: row.subjectType, id: row.subjectId, title: row.subjectTitle, path: row.subjectSlug ? `/${row.subjectType}/${row.subjectSlug}` : null },
  parent_id: row.parentId,
  hidden: row.hidden,
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** Reports made since the comment was last reviewed. */
const sinceReview = sql`${commentReports.createdAt} > coalesce(${comments.reviewedAt}, '-infinity')`;

/** Reported comments, the latest reported first; `open` keeps those with reports no moderator has looked at. */
export async function listReports(query: z.infer<typeof reportQuerySchema>): Promise<Paged<ReportedComment>> {
  const db = await getDb();
  const reported = db.$with('reported').as(
    db
      .select({
        commentId: sql<number>`${commentReports.commentId}`.as('comment_id'),
        reports: sql<number>`count(*)`.mapWith(Number).as('reports'),
        newReports: sql<number>`count(*) filter (where ${sinceReview})`.mapWith(Number).as('new_reports'),
        last: sql<Date>`max(${commentReports.createdAt})`.mapWith(commentReports.createdAt).as('last_reported_at'),
      })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.commentId))
      .groupBy(commentReports.commentId)
      .having(query.status === 'open' ? sql`count(*) filter (where ${sinceReview}) > 0` : undefined),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .with(reported)
      .select({ ...columns, reports: reported.reports, newReports: reported.newReports, last: reported.last })
      .from(reported)
      .innerJoin(comments, eq(comments.id, reported.commentId))
      .innerJoin(users, eq(users.id, comments.userId))
      .orderBy(desc(reported.last), desc(comments.id))
      .limit(query.take)
      .offset((query.page - 1) * query.take),
    db.with(reported).select({ total: count() }).from(reported),
  ]);
  const ids = rows.map((r) => r.id);
  const reasons = ids.length
    ? await db
        .select({ commentId: commentReports.commentId, reason: commentReports.reason, n: count() })
        .from(commentReports)
        .where(inArray(commentReports.commentId, ids))
        .groupBy(commentReports.commentId, commentReports.reason)
        .orderBy(desc(count()), commentReports.reason)
    : [];
  return {
    data: rows.map((row) => ({
      comment: toModerated(row),
      reports: row.reports,
      new_reports: row.newReports,
      reasons: reasons.filter((r) => r.commentId === row.id).map((r) => ({ reason: r.reason, count: r.n })),
      last_reported_at: row.last.toISOString(),
    })),
    meta: pageMeta(query.page, query.take, total),
  };
}

async function moderated(id: number): Promise<Row> {
  const db = await getDb();
  const [row] = await db.select(columns).from(comments).innerJoin(users, eq(users.id, comments.userId)).where(eq(comments.id, id));
  if (!row) throw notFound('Comment not found');
  return row;
}

/** Hides or shows a comment as a moderator decided; either way the reports made so far are answered. */
async function review(actor: ConsoleActor, id: number, hide: boolean): Promise<CommentAction> {
  const before = await moderated(id);
  const db = await getDb();
  if (!hide && !before.hidden) {
    const [{ open }] = await db.select({ open: count() }).from(commentReports).innerJoin(comments, eq(comments.id, commentReports.commentId)).where(sql`${commentReports.commentId} = ${id} and ${sinceReview}`);
    if (!open) return { changed: false, message: 'This comment is shown, with no report to answer.', item: toModerated(before) };
  }
  if (hide && before.hidden) return { changed: false, message: 'This comment is already hidden.', item: toModerated(before) };
  await db.transaction(async (tx) => {
    await tx.update(comments).set({ hidden: hide, reviewedAt: new Date() }).where(eq(comments.id, id));
    await recordAudit(tx, actor, { action: hide ? 'comment.hide' : 'comment.restore', target: { type: 'comment', id }, before: { hidden: before.hidden }, after: { hidden: hide } });
  });
  countChanged(before.subjectType);
  return { changed: true, message: hide ? 'The comment is hidden.' : 'The comment is shown again; the reports so far are answered.', item: toModerated(await moderated(id)) };
}

export const hideComment = (actor: ConsoleActor, id: number) => review(actor, id, true);
export const restoreComment = (actor: ConsoleActor, id: number) => review(actor, id, false);

/** Deletes a comment and its replies for good; the audit entry keeps what it said. */
export async function removeComment(actor: ConsoleActor, id: number): Promise<CommentAction> {
  const before = await moderated(id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(comments).where(eq(comments.id, id));
    await recordAudit(tx, actor, { action: 'comment.delete', target: { type: 'comment', id }, before: { text: before.text, author: before.author, subject: `${before.subjectType} ${before.subjectId}` } });
  });
  countChanged(before.subjectType);
  return { changed: true, message: 'The comment and its replies are deleted.', item: toModerated(before) };
}

/** Bars a member from commenting until `until`, or lifts the bar with null. */
export async function banFromComments(actor: ConsoleActor, userId: number, until: string | null): Promise<MemberAction> {
  const target = await member(userId);
  assertMayActOn(actor, target, 'bar from commenting');
  const next = until ? new Date(until) : null;
  const current = target.commentBanUntil && target.commentBanUntil.getTime() > Date.now() ? target.commentBanUntil : null;
  if ((current?.getTime() ?? null) === (next?.getTime() ?? null)) {
    return { changed: false, message: next ? `${target.username} is already barred until then.` : `${target.username} may comment.`, item: toSummary(target) };
  }
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ commentBanUntil: next }).where(eq(users.id, userId)).returning();
    await recordAudit(tx, actor, { action: 'member.comment_ban', target: { type: 'user', id: userId }, before: { until: current?.toISOString() ?? null }, after: { until: next?.toISOString() ?? null } });
    return updated;
  });
  return { changed: true, message: next ? `${row.username} cannot comment until ${next.toISOString().slice(0, 16).replace('T', ' ')} UTC.` : `${row.username} may comment again.`, item: toSummary(row) };
}
