import { recoverSchema, recoverResultSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { startRecovery } from '@/server/auth/recovery';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'Start a password recovery: a link by email, or a code by SMS (answers sms_token)', response: recoverResultSchema, body: recoverSchema, handler: ({ req, body }) => startRecovery(req, body) }),
});
