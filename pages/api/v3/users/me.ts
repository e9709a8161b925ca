import { meSchema, updateMeSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { getUser, toMe, updateMe } from '@/server/auth/users';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'Your account', auth: 'required', response: meSchema, handler: async ({ user }) => toMe(await getUser(user.id)) }),
  PATCH: method({
    summary: 'Change your account settings',
    auth: 'required',
    body: updateMeSchema,
    response: meSchema,
    handler: ({ user, body }) => updateMe(user.id, body),
  }),
});
