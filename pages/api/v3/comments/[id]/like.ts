import { commentLikeSchema } from '@/lib/contracts/comments';
import { idParamsSchema } from '@/lib/contracts/params';
import { setCommentLike } from '@/server/comments/reactions';
import { method, route } from '@/server/http/route';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'Like a comment (once, however often it is sent)', auth: 'required', query: idParamsSchema, response: commentLikeSchema, handler: ({ user, query }) => setCommentLike(query.id, user.id, true) }),
  DELETE: method({ summary: 'Take your like of a comment back', auth: 'required', query: idParamsSchema, response: commentLikeSchema, handler: ({ user, query }) => setCommentLike(query.id, user.id, false) }),
});
