import { eventBatchResultSchema, eventBatchSchema } from '@/lib/contracts/telemetry';
import { method, route } from '@/server/http/route';
import { EVENTS_MAX_BYTES, postEvents } from '@/server/telemetry/handlers';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'Record a batch of analytics events (deduplicated by event_id)',
    auth: 'optional',
    body: eventBatchSchema,
    response: eventBatchResultSchema,
    maxBodyBytes: EVENTS_MAX_BYTES,
    // Each event is checked on its own, so one bad event does not sink the batch.
    checksOwnText: true,
    handler: (ctx) => postEvents(ctx),
  }),
});
