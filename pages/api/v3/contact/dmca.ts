import { contactReceiptSchema, dmcaSchema } from '@/lib/contracts/contact';
import { method, route } from '@/server/http/route';
import { created, sendDmcaNotice } from '@/server/contact/contact';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Send a copyright (DMCA) notice: stored, acknowledged by email with its reference (answers 201)',
    body: dmcaSchema,
    response: contactReceiptSchema,
    handler: (ctx) => created(ctx, sendDmcaNotice(ctx.req, ctx.body)),
  }),
});
