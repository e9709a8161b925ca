import { signupSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { completeSignup } from '@/server/auth/signup';

export const config = { api: { bodyParser: false } };

export default route(
  { POST: method({ body: signupSchema, handler: ({ req, res, body }) => completeSignup(req, res, body) }) },
  { v2: true },
);
