import { meSchema, signupVerifySchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { confirmContact } from '@/server/account/contact';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Confirm a new email or phone with its code: it becomes your account\'s',
    auth: 'required',
    body: signupVerifySchema,
    response: meSchema,
    handler: ({ req, user, body }) => confirmContact(req, user, body),
  }),
});
