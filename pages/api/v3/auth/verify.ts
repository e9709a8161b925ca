import { twoFactorVerifySchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { verifyTwoFactor } from '@/server/auth/login';

export default route({
  POST: method({ body: twoFactorVerifySchema, handler: ({ req, res, body }) => verifyTwoFactor(req, res, body) }),
});
