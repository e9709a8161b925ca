import { signupOtpSchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { sendSignupCode } from '@/server/auth/signup';

export default route({ POST: method({ body: signupOtpSchema, handler: ({ req, body }) => sendSignupCode(req, body) }) }, { v2: true });
