import { commentReportSchema, reportBodySchema } from '@/lib/contracts/comments';
import { idParamsSchema } from '@/lib/contracts/params';
import { reportComment } from '@/server/comments/reactions';
import { method, route } from '@/server/http/route';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Report a comment; one reported by several members is hidden pending review',
    auth: 'required',
    query: idParamsSchema,
    body: reportBodySchema,
    response: commentReportSchema,
    handler: ({ user, query, body }) => reportComment(query.id, user.id, body.reason),
  }),
});
