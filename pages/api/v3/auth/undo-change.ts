import { undoChangeResultSchema, undoChangeSchema } from '@/lib/contracts/account';
import { method, route } from '@/server/http/route';
import { undoContactChange } from '@/server/account/undo-change';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Undo a change of email or phone with the link sent to the old one: every session ends',
    response: undoChangeResultSchema,
    body: undoChangeSchema,
    handler: ({ req, body }) => undoContactChange(req, body.token),
  }),
});
