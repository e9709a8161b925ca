import { loginResultSchema, signupSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { completeSignup } from '@/server/auth/signup';

export const config = { api: { bodyParser: false } };

export default route(
  {
    POST: method({
      summary: 'Complete a sign-up: create the account and log in (sets the refresh cookie)',
      body: signupSchema,
      response: loginResultSchema,
      handler: ({ req, res, body }) => completeSignup(req, res, body),
    }),
  },
  { v2: true },
);
