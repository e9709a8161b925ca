import { recoverResetSchema, resetResultSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { resetPassword } from '@/server/auth/recovery';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'Set a new password with a reset token', response: resetResultSchema, body: recoverResetSchema, handler: ({ req, body }) => resetPassword(req, body) }),
});
