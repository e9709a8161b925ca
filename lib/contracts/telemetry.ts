import { z } from 'zod';
import { siteParam, trackSchema } from './catalog';

/** The analytics event names (see docs/product.md, Analytics events and logs); analyticsEventSchema says which ids each needs. */
export const EVENT_NAMES = ['mixtape_view', 'track_play', 'track_completion', 'mixtape_download', 'track_download', 'episode_play'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** Events per POST /log/event; the client flushes at 20, so 100 leaves room for a backlog after an outage. */
export const MAX_EVENTS_PER_BATCH = 100;
/** Fields beyond the known ones are kept as JSON, up to this many characters per event. */
export const MAX_EVENT_EXTRA_CHARS = 2000;

const MAX_INT = 2_147_483_647;

/** A catalog id as a number; numeric strings are taken too, since some clients stringify ids. */
const idField = (name: string) => {
  const message = `${name} must be a positive integer id`;
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(1, message).max(MAX_INT, message),
  );
};

const baseEvent = {
  event_id: z
    .string({ error: 'event_id must be a string' })
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'event_id must be 1 to 64 letters, digits, dots, colons, dashes or underscores'),
  time: z.iso.datetime({ offset: true, error: 'time must be an ISO timestamp' }),
};

const percentage = z
  .number({ error: 'percentage must be a number from 0 to 100' })
  .min(0, 'percentage must be a number from 0 to 100')
  .max(100, 'percentage must be a number from 0 to 100');

/**
 * One analytics event. Track events may name the mixtape the track was played from (`mixtape_id`, the Track's
 * mixtapeId): the play then counts for that mixtape only; without it, for every mixtape holding the track.
 * Any other fields are kept as extra JSON.
 */
export const analyticsEventSchema = z.discriminatedUnion('event', [
  z.looseObject({ event: z.literal('mixtape_view'), ...baseEvent, mixtape_id: idField('mixtape_id') }),
  z.looseObject({ event: z.literal('track_play'), ...baseEvent, track_id: idField('track_id'), mixtape_id: idField('mixtape_id').optional() }),
  z.looseObject({
    event: z.literal('track_completion'),
    ...baseEvent,
    track_id: idField('track_id'),
    percentage,
    mixtape_id: idField('mixtape_id').optional(),
  }),
  z.looseObject({ event: z.literal('mixtape_download'), ...baseEvent, mixtape_id: idField('mixtape_id') }),
  z.looseObject({ event: z.literal('track_download'), ...baseEvent, track_id: idField('track_id'), mixtape_id: idField('mixtape_id').optional() }),
  // A podcast episode started: counted as a track's play is, for the episode (and so its podcast).
  z.looseObject({ event: z.literal('episode_play'), ...baseEvent, episode_id: idField('episode_id') }),
]);
/** What a client sends for one event. */

/** The batch envelope; each event is validated on its own so one bad event does not sink the batch. */
export const eventBatchSchema = z.object(
  {
    events: z
      .array(z.unknown(), { error: 'events must be an array of events' })
      .min(1, 'events must hold at least one event'),
  },
  { error: 'Send a JSON object: {"events": [...]}' },
);

export const rejectedEventSchema = z.object({
  index: z.number().int(),
  event_id: z.string().nullable(),
  reason: z.string(),
});
export type RejectedEvent = z.infer<typeof rejectedEventSchema>;

/**
 * The answer to POST /log/event: 200 when every event was valid, else 400 with this plus the error fields.
 * `accepted` counts newly stored events, `duplicates` valid ones already stored (a retry): both are done.
 */
export const eventBatchResultSchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.array(rejectedEventSchema),
});
export type EventBatchResult = z.infer<typeof eventBatchResultSchema>;

/** The client log levels the API takes; any other (warn, debug, ...) is refused, not stored. */
export const LOG_LEVELS = ['error', 'info'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const optionalText = (name: string) => z.string({ error: `${name} must be a string` }).nullish();

/**
 * A client log entry. `message`, `category`, `stack` and `detail` are the older names of text,
 * subfeature, error_trace and error_message; `extra` is JSON text, or any JSON value the server stringifies.
 * Long fields are truncated by the server, not rejected.
 */
export const clientLogSchema = z.object(
  {
    text: optionalText('text'),
    message: optionalText('message'),
    level: z
      .string({ error: 'level must be a string' })
      .toLowerCase()
      .pipe(z.enum(LOG_LEVELS, { error: `level must be ${LOG_LEVELS.join(' or ')}` }))
      .default('info'),
    subfeature: optionalText('subfeature'),
    category: optionalText('category'),
    error_message: optionalText('error_message'),
    detail: z.unknown().optional(),
    error_trace: optionalText('error_trace'),
    stack: optionalText('stack'),
    extra: z.unknown().optional(),
  },
  { error: 'Send a JSON object log entry' },
);

export const RADIO_MAX_TAKE = 50;

export const radioQuerySchema = z.object({
  // An empty `session=` is the same as none: the server opens a new session.
  session: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'session must be the id an earlier radio answer gave').optional(),
  ),
  take: z.coerce
    .number()
    .int()
    .min(1, 'take must be 1 or more')
    .max(RADIO_MAX_TAKE, `take must not be more than ${RADIO_MAX_TAKE}`)
    .default(10),
  site: siteParam,
});
export type RadioQuery = z.infer<typeof radioQuerySchema>;

/** The next radio batch: keep sending `session` back; `cycle` goes up each time the whole catalog has been played. */
export const radioBatchSchema = z.object({
  session: z.string(),
  cycle: z.number().int(),
  data: z.array(trackSchema),
});
export type RadioBatch = z.infer<typeof radioBatchSchema>;
