import { loginResultSchema, loginSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { login } from '@/server/auth/login';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Log in with an email or username and a password (428 with a token when two-factor codes are on)',
    body: loginSchema,
    response: loginResultSchema,
    handler: ({ req, res, body }) => login(req, res, body),
  }),
});
