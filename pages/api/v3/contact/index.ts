import { contactReceiptSchema, contactSchema } from '@/lib/contracts/contact';
import { method, route } from '@/server/http/route';
import { created, sendContactMessage } from '@/server/contact/contact';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Send the contact form: stored, acknowledged by email with its reference (answers 201)',
    body: contactSchema,
    response: contactReceiptSchema,
    handler: (ctx) => created(ctx, sendContactMessage(ctx.req, ctx.body)),
  }),
});
