import { method, route } from '@/server/http/route';
import { endEverySession } from '@/server/account/sessions';

export const config = { api: { bodyParser: false } };

export default route({
  DELETE: method({ summary: 'Log out on every device, this one included (204)', auth: 'required', handler: ({ req, res, user }) => endEverySession(req, res, user) }),
});
