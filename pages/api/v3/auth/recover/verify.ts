import { recoverVerifySchema, recoveryTokenSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { verifyRecoveryCode } from '@/server/auth/recovery';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'Check an SMS recovery code: answers the reset token', response: recoveryTokenSchema, body: recoverVerifySchema, handler: ({ req, body }) => verifyRecoveryCode(req, body) }),
});
