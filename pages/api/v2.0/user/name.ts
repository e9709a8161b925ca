import { usernameQuerySchema, usernameAvailabilitySchema } from '@/lib/contracts/auth';
import { method, route } from '@/server/http/route';
import { usernameAvailability } from '@/server/auth/signup';

export const config = { api: { bodyParser: false } };

export default route(
  { GET: method({ summary: 'Whether a username is still free', response: usernameAvailabilitySchema, query: usernameQuerySchema, handler: ({ req, query }) => usernameAvailability(req, query.search) }) },
  { v2: true },
);
