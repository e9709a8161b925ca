import { clientLogSchema } from '@/lib/contracts/telemetry';
import { method, route } from '@/server/http/route';
import { LOG_MAX_BYTES, postLog } from '@/server/telemetry/handlers';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Record a client log entry (answers 201)',
    auth: 'optional',
    body: clientLogSchema,
    maxBodyBytes: LOG_MAX_BYTES,
    handler: (ctx) => postLog(ctx),
  }),
});
