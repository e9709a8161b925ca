import { method, route } from '@/server/http/route';
import { logout } from '@/server/auth/session-cookie';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'Log out: end the session and clear the refresh cookie', handler: ({ req, res }) => logout(req, res) }),
});
