import { deleteAccountSchema } from '@/lib/contracts/account';
import { meSchema, updateMeSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { deleteAccount } from '@/server/account/erase';
import { getUser, toMe, updateMe } from '@/server/auth/users';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'Your account', auth: 'required', response: meSchema, handler: async ({ user }) => toMe(await getUser(user.id)) }),
  PATCH: method({
    summary: 'Change your account settings: full name, username (409 when taken), two-factor codes',
    auth: 'required',
    body: updateMeSchema,
    response: meSchema,
    handler: ({ user, body }) => updateMe(user.id, body),
  }),
  DELETE: method({
    summary: 'Delete your account with its password: your data is erased and every session ends (204)',
    auth: 'required',
    body: deleteAccountSchema,
    handler: ({ req, res, user, body }) => deleteAccount(req, res, user, body),
  }),
});
