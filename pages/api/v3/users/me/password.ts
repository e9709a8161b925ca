import { accountMessageSchema, changePasswordSchema } from '@/lib/contracts/account';
import { method, route } from '@/server/http/route';
import { changePassword } from '@/server/account/password';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Change your password with the current one; your other sessions end',
    auth: 'required',
    body: changePasswordSchema,
    response: accountMessageSchema,
    handler: ({ req, user, body }) => changePassword(req, user, body),
  }),
});
