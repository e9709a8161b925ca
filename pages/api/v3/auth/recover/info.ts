import { recoverInfoSchema, recoveryInfoResultSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { recoveryInfo } from '@/server/auth/recovery';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'Who a password reset token is for', response: recoveryInfoResultSchema, body: recoverInfoSchema, handler: ({ req, body }) => recoveryInfo(req, body.token) }),
});
