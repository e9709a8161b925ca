import { z } from 'zod';
import { numericIdSchema, pageQuerySchema, pagedSchema } from './common';

// Built-in comments (see docs/product.md, Comments), and the one call the OpenWeb provider needs of us.

export const COMMENT_MAX_LENGTH = 2_000;

/** What comments are about, as the API's paths name it: `/{area}/{id}/comments`. */
export type CommentArea = 'mixtapes' | 'playlists' | 'podcasts';
export const REPORT_REASON_MAX_LENGTH = 500;

export const COMMENT_SORTS = ['newest', 'top'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** `/{mixtapes|playlists|podcasts}/{id}/comments?page&take&sort`. */
export const commentListQuerySchema = pageQuerySchema.extend({
  id: numericIdSchema,
  sort: z.enum(COMMENT_SORTS, { error: 'sort must be newest or top' }).default('newest'),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

export const newCommentSchema = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'text must not be empty')
    .max(COMMENT_MAX_LENGTH, `text must be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters`),
  parent_id: z.number({ error: 'parent_id must be a number' }).int('parent_id must be a whole number').min(1, 'parent_id must be 1 or more').max(2_147_483_647, 'parent_id is too large').nullish(),
});
export type NewComment = z.infer<typeof newCommentSchema>;

export const reportBodySchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'reason must not be empty')
    .max(REPORT_REASON_MAX_LENGTH, `reason must be at most ${REPORT_REASON_MAX_LENGTH} characters`),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  /** Exactly as written: plain text, never markup. */
  text: z.string(),
  parent_id: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), username: z.string() }),
  likes: z.number().int(),
  /** The caller liked it (false for a guest). */
  liked: z.boolean(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its replies, oldest reply first. */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** A page of threads (`meta` counts top-level comments), and `count`: every comment shown, replies included. */
export const commentPageSchema = pagedSchema(commentThreadSchema).extend({ count: z.number().int() });
export type CommentPage = z.infer<typeof commentPageSchema>;

export const commentLikeSchema = z.object({ likes: z.number().int(), liked: z.boolean() });
export type CommentLike = z.infer<typeof commentLikeSchema>;

export const commentReportSchema = z.object({ reported: z.literal(true) });

export const COMMENTS_PROVIDERS = ['builtin', 'openweb'] as const;
export type CommentsProvider = (typeof COMMENTS_PROVIDERS)[number];

/** Which provider fills the comments section, as GET /config reports it (see docs/product.md, Comments). */
export const commentsConfigSchema = z.object({
  provider: z.enum(COMMENTS_PROVIDERS),
  /** OpenWeb's spot id; null when none is configured. */
  spotId: z.string().nullable(),
});
export type CommentsConfig = z.infer<typeof commentsConfigSchema>;

/** `POST /spotim/login`, form-encoded: the code the provider's script handed to the single sign-on callback. */
export const spotimLoginBodySchema = z.object(
  { code_a: z.string({ error: 'code_a is required' }).trim().min(1, 'code_a is required').max(2_000, 'code_a is too long') },
  { error: 'code_a is required' },
);
export const spotimLoginReplySchema = z.object({ code_b: z.string() });
export type SpotimLoginReply = z.infer<typeof spotimLoginReplySchema>;
