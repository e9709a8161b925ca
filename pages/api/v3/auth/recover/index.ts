import { recoverSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { startRecovery } from '@/server/auth/recovery';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ body: recoverSchema, handler: ({ req, body }) => startRecovery(req, body) }),
});
