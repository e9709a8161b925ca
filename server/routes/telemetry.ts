import { clientLogSchema, eventBatchResultSchema, eventBatchSchema } from '@/lib/contracts/telemetry';
import { method, route, type RouteTable } from '@/server/http/route';
import { EVENTS_MAX_BYTES, LOG_MAX_BYTES, acceptEvents, acceptLog } from '@/server/telemetry/intake';

export const telemetryRoutes: RouteTable = {
  '/api/v3/log': route({
    POST: method({
      summary: 'Record a client log entry (answers 201)',
      auth: 'optional',
      body: clientLogSchema,
      maxBodyBytes: LOG_MAX_BYTES,
      status: 201,
      handler: ({ requester, user, body }) => acceptLog(requester, user?.id ?? null, body),
    }),
  }),
  '/api/v3/log/event': route({
    POST: method({
      summary: 'Record a batch of analytics events (deduplicated by event_id)',
      auth: 'optional',
      body: eventBatchSchema,
      response: eventBatchResultSchema,
      maxBodyBytes: EVENTS_MAX_BYTES,
      // Each event is checked on its own, so one bad event does not sink the batch.
      checksOwnText: true,
      handler: ({ requester, user, body }) => acceptEvents(requester, user?.id ?? null, body.events),
    }),
  }),
};
