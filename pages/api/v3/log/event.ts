import { method, route } from '@/server/http/route';
import { postEvents } from '@/server/telemetry/handlers';

// The body is read by the handler: sendBeacon posts JSON as text/plain, which Next's parser would not parse.
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ auth: 'optional', handler: (ctx) => postEvents(ctx) }),
});
