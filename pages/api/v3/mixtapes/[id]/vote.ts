import { voteBodySchema, voteStateSchema } from '@/lib/contracts/library';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { castVote, getVote } from '@/server/library/votes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: "A mixtape's likes and dislikes, and your vote (null for a guest)",
    auth: 'optional',
    query: idParamsSchema,
    response: voteStateSchema,
    handler: ({ user, query }) => getVote(user?.id ?? null, query.id),
  }),
  POST: method({
    summary: 'Like or dislike a mixtape, or take your vote back with "none"',
    auth: 'required',
    query: idParamsSchema,
    body: voteBodySchema,
    response: voteStateSchema,
    handler: ({ user, query, body }) => castVote(user.id, query.id, body.vote),
  }),
});
