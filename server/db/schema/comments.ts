import { boolean, index, integer, pgTable, primaryKey, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { at, createdAt, userId } from './columns';


/** What a comment is about: a mixtape, a playlist or a podcast, named by kind and id. */
export const COMMENT_SUBJECTS = ['mixtape', 'playlist', 'podcast'] as const;

/**
 * A member's comment, or a reply to one (one level deep: `parent_id` names a top-level comment). The text is kept
 * exactly as typed; the site shows it as text. `hidden` is set once enough members reported it, pending review, or
 * by a moderator.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    subjectType: text('subject_type', { enum: COMMENT_SUBJECTS }).notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: userId(),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    likes: integer('likes').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    /** When a moderator last hid or restored it: only reports made after count towards hiding it again. */
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('comments_subject_created_idx').on(t.subjectType, t.subjectId, t.createdAt), index('comments_parent_idx').on(t.parentId)],
);

/** One like per member and comment. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** One report per member and comment, with the reason given, kept for the review. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userId(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);
