import { accountMessageSchema, contactChangeSchema } from '@/lib/contracts/account';
import { method, route } from '@/server/http/route';
import { sendContactCode } from '@/server/account/contact';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Send a code to a new email or phone for your account (a sign-up code\'s body and current_password)',
    auth: 'required',
    body: contactChangeSchema,
    response: accountMessageSchema,
    handler: ({ req, user, body }) => sendContactCode(req, user, body),
  }),
});
