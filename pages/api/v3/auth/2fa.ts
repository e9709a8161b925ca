import { twoFactorSendSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { sendTwoFactorCode } from '@/server/auth/login';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ summary: 'Send the code of a pending two-factor log-in', body: twoFactorSendSchema, handler: ({ req, body }) => sendTwoFactorCode(req, body) }),
});
