import { loginResultSchema, signupSchema, signupOtpSchema, signupVerifySchema, signupTokenResultSchema, usernameQuerySchema, usernameAvailabilitySchema } from '@/lib/contracts/auth';
import { method, route, type RouteTable } from '@/server/http/route';
import { completeSignup, sendSignupCode, verifySignupCode, usernameAvailability } from '@/server/auth/signup';

export const accountsV2Routes: RouteTable = {
  '/api/v2.0/signup': route(
    {
      POST: method({
        summary: 'Complete a sign-up: create the account and log in (sets the refresh cookie)',
        body: signupSchema,
        response: loginResultSchema,
        handler: ({ requester, body }) => completeSignup(requester, body),
      }),
    },
    { v2: true },
  ),
  '/api/v2.0/signup/otp': route({ POST: method({ summary: 'Send a sign-up code by email or SMS', body: signupOtpSchema, handler: ({ requester, body }) => sendSignupCode(requester, body) }) }, { v2: true }),
  '/api/v2.0/signup/verify': route({ POST: method({ summary: 'Check a sign-up code: answers the signup_token', response: signupTokenResultSchema, body: signupVerifySchema, handler: ({ requester, body }) => verifySignupCode(requester, body) }) }, { v2: true }),
  '/api/v2.0/user/name': route(
    { GET: method({ summary: 'Whether a username is still free', response: usernameAvailabilitySchema, query: usernameQuerySchema, handler: ({ requester, query }) => usernameAvailability(requester, query.search) }) },
    { v2: true },
  ),
};
