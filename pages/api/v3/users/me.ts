import { updateMeSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { getUser, toMe, updateMe } from '@/server/auth/users';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: 'required', handler: async ({ user }) => toMe(await getUser(user.id)) }),
  PATCH: method({ auth: 'required', body: updateMeSchema, handler: ({ user, body }) => updateMe(user.id, body) }),
});
