import { mixtapePageSchema } from '@/lib/contracts/catalog';
import { pageQuerySchema } from '@/lib/contracts/common';
import { method, route } from '@/server/http/route';
import { listVoted } from '@/server/library/votes';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'The mixtapes you liked, newest first',
    auth: 'required',
    query: pageQuerySchema,
    response: mixtapePageSchema,
    handler: ({ user, query }) => listVoted(user.id, 'like', query.page, query.take),
  }),
});
