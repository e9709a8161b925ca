import { signupOtpSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { sendSignupCode } from '@/server/auth/signup';

export const config = { api: { bodyParser: false } };

export default route({ POST: method({ summary: 'Send a sign-up code by email or SMS', body: signupOtpSchema, handler: ({ req, body }) => sendSignupCode(req, body) }) }, { v2: true });
