import { method, route } from '@/server/http/route';
import { postLog } from '@/server/telemetry/handlers';

// The body is read by the handler, so a log sent with sendBeacon (text/plain) is taken like JSON.
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({ auth: 'optional', handler: (ctx) => postLog(ctx) }),
});
