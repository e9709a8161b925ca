import { recoverInfoSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { recoveryInfo } from '@/server/auth/recovery';

export default route({
  POST: method({ body: recoverInfoSchema, handler: ({ body }) => recoveryInfo(body.token) }),
});
