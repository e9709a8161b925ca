import { signupVerifySchema, signupTokenResultSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { verifySignupCode } from '@/server/auth/signup';

export const config = { api: { bodyParser: false } };

export default route({ POST: method({ summary: 'Check a sign-up code: answers the signup_token', response: signupTokenResultSchema, body: signupVerifySchema, handler: ({ req, body }) => verifySignupCode(req, body) }) }, { v2: true });
