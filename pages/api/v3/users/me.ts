import { deleteAccountSchema, updateMeSchema } from '@/lib/contracts/account';
import { meSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { deleteAccount } from '@/server/account/erase';
import { changeSettings } from '@/server/account/settings';
import { getUser, toMe } from '@/server/auth/users';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: 'Your account', auth: 'required', response: meSchema, handler: async ({ user }) => toMe(await getUser(user.id)) }),
  PATCH: method({
    summary: 'Change your account settings: full name, username (409 when taken), two-factor codes (with current_password)',
    auth: 'required',
    body: updateMeSchema,
    response: meSchema,
    handler: ({ req, user, body }) => changeSettings(req, user, body),
  }),
  DELETE: method({
    summary: 'Delete your account with its password: your data is erased and every session ends (204)',
    auth: 'required',
    body: deleteAccountSchema,
    handler: ({ req, res, user, body }) => deleteAccount(req, res, user, body),
  }),
});
