import { loginSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { login } from '@/server/auth/login';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ body: loginSchema, handler: ({ req, res, body }) => login(req, res, body) }),
});
