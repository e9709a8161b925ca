import { pageQuerySchema } from '@/lib/contracts/common';
import { historyBodySchema, historyEntrySchema, historyPageSchema } from '@/lib/contracts/library';
import { method, route } from '@/server/http/route';
import { addHistory, listHistory } from '@/server/library/history';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    summary: 'What you played and downloaded, newest first, each with its track or mixtape',
    auth: 'required',
    query: pageQuerySchema,
    response: historyPageSchema,
    handler: ({ user, query }) => listHistory(user.id, query.page, query.take),
  }),
  POST: method({
    summary: 'Record a download (or a play) in your history',
    auth: 'required',
    body: historyBodySchema,
    response: historyEntrySchema,
    handler: ({ user, body }) => addHistory(user.id, body),
  }),
});
