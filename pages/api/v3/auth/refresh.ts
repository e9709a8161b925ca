import { refreshResultSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { refresh } from '@/server/auth/session-cookie';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'A new access token from the refresh cookie', response: refreshResultSchema, handler: ({ req, res }) => refresh(req, res) }),
});
