import {
  commentLikeSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentReportSchema,
  commentSchema,
  newCommentSchema,
  reportBodySchema,
  spotimLoginBodySchema,
  spotimLoginReplySchema,
} from '@/lib/contracts/comments';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route, type RouteTable } from '@/server/http/route';
import { deleteComment, listComments, postComment } from '@/server/comments/comments';
import { openWebLogin } from '@/server/comments/openweb-sso';
import { setCommentLike, reportComment } from '@/server/comments/reactions';
import type { CommentSubject } from '@/server/comments/subjects';

/** `/{mixtapes|playlists|podcasts}/{id}/comments`: the same two methods for each kind of thing commented on. */
export function commentsRoute(subject: CommentSubject) {
  return route({
    GET: method({
      summary: `The comments on a ${subject}, newest or most liked first, each with its replies`,
      auth: 'optional',
      query: commentListQuerySchema,
      response: commentPageSchema,
      handler: ({ user, query }) => listComments(subject, query, user?.id ?? null),
    }),
    POST: method({
      summary: `Comment on a ${subject}, or reply to a comment with parent_id`,
      auth: 'required',
      query: commentListQuerySchema.pick({ id: true }),
      body: newCommentSchema,
      response: commentSchema,
      handler: ({ user, query, body }) => postComment(subject, query.id, user.id, body),
    }),
  });
}

export const commentsRoutes: RouteTable = {
  '/api/v3/comments/:id': route({
    DELETE: method({ summary: 'Delete a comment of yours, with its replies', auth: 'required', query: idParamsSchema, handler: ({ user, query }) => deleteComment(query.id, user.id) }),
  }),
  '/api/v3/comments/:id/like': route({
    POST: method({ summary: 'Like a comment (once, however often it is sent)', auth: 'required', query: idParamsSchema, response: commentLikeSchema, handler: ({ user, query }) => setCommentLike(query.id, user.id, true) }),
    DELETE: method({ summary: 'Take your like of a comment back', auth: 'required', query: idParamsSchema, response: commentLikeSchema, handler: ({ user, query }) => setCommentLike(query.id, user.id, false) }),
  }),
  '/api/v3/comments/:id/report': route({
    POST: method({
      summary: 'Report a comment; one reported by several members is hidden pending review',
      auth: 'required',
      query: idParamsSchema,
      body: reportBodySchema,
      response: commentReportSchema,
      handler: ({ user, query, body }) => reportComment(query.id, user.id, body.reason),
    }),
  }),
  '/api/v3/spotim/login': route({
    POST: method({
      summary: "OpenWeb single sign-on: trade the provider's code_a (form-encoded) for its code_b",
      auth: 'required',
      accepts: ['form'],
      body: spotimLoginBodySchema,
      response: spotimLoginReplySchema,
      handler: ({ user, body }) => openWebLogin(user.id, body.code_a),
    }),
  }),
};
