import { loginResultSchema, twoFactorVerifySchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { verifyTwoFactor } from '@/server/auth/login';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Complete a two-factor log-in with its code',
    body: twoFactorVerifySchema,
    response: loginResultSchema,
    handler: ({ req, res, body }) => verifyTwoFactor(req, res, body),
  }),
});
