import { idParamsSchema } from '@/lib/contracts/params';
import { deleteComment } from '@/server/comments/comments';
import { method, route } from '@/server/http/route';

export const config = { api: { bodyParser: false } };

export default route({
  DELETE: method({ summary: 'Delete a comment of yours, with its replies', auth: 'required', query: idParamsSchema, handler: ({ user, query }) => deleteComment(query.id, user.id) }),
});
