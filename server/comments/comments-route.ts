import { commentListQuerySchema, commentPageSchema, commentSchema, newCommentSchema } from '@/lib/contracts/comments';
import { method, route } from '../http/route';
import { listComments, postComment } from './comments';
import type { CommentSubject } from './subjects';

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
