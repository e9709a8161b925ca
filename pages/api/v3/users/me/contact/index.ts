import { accountMessageSchema } from '@/lib/contracts/account';
import { signupOtpSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { sendContactCode } from '@/server/account/contact';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Send a code to a new email or phone for your account (the same body as a sign-up code)',
    auth: 'required',
    body: signupOtpSchema,
    response: accountMessageSchema,
    handler: ({ req, user, body }) => sendContactCode(req, user, body),
  }),
});
