import type { Requester } from '../core/requester';
import type { z } from 'zod';
import type { EventBatchResult, clientLogSchema } from '@/lib/contracts/telemetry';
import { AppError } from '../core/errors';
import { recordEvents } from '../core/metrics';
import { enforceRateLimit, envLimit } from '../db/rate-limit';
import { storeClientLog } from './client-logs';
import { reporter } from './identity';
import { ingestEvents } from './ingest';

// 100 events of up to 2 KB extra each, with room for the JSON around them.
export const EVENTS_MAX_BYTES = 512 * 1024;
// Long stack traces are truncated after parsing, so the body may be larger than what is kept.
export const LOG_MAX_BYTES = 256 * 1024;

/**
 * Per client per minute. A player flushes every few seconds and at 20 events, so 120 batches a minute is far above
 * honest use. 0 turns it off; the bench raises it, as all its load comes from one address.
 */
const eventsRule = () => ({ limit: envLimit('RATE_LIMIT_EVENTS_PER_MINUTE', 120), windowSeconds: 60 });
const logsRule = () => ({ limit: envLimit('RATE_LIMIT_LOGS_PER_MINUTE', 60), windowSeconds: 60 });

function rejectionMessage(result: EventBatchResult, total: number): string {
  const named = result.rejected.slice(0, 3).map((r) => `#${r.index}${r.event_id ? ` (${r.event_id})` : ''}: ${r.reason}`);
  const more = result.rejected.length > 3 ? `; and ${result.rejected.length - 3} more` : '';
  return `${result.rejected.length} of ${total} events were rejected: ${named.join('; ')}${more}`;
}

/**
 * A batch of analytics events: {accepted, duplicates, rejected: []} when every event is valid; an 'invalid' error
 * carrying the same counts and each rejected event named when any is not (the valid ones are stored all the same,
 * so a client must not resend the batch). Too large over 100 events, too many past the rate limit.
 */
export async function acceptEvents(requester: Requester, userId: number | null, events: unknown[]): Promise<EventBatchResult> {
  const who = reporter(requester, userId);
  await enforceRateLimit(`events:${who.limitKey}`, eventsRule());
  const result = await ingestEvents(events, who);
  recordEvents({ accepted: result.accepted, duplicates: result.duplicates, rejected: result.rejected.length });
  if (result.rejected.length) throw new AppError('invalid', rejectionMessage(result, events.length), { extra: { ...result } });
  return result;
}

/** A client's log entry: {id} once stored; invalid without text; too many past the rate limit. */
export async function acceptLog(requester: Requester, userId: number | null, body: z.infer<typeof clientLogSchema>) {
  const who = reporter(requester, userId);
  await enforceRateLimit(`logs:${who.limitKey}`, logsRule());
  return storeClientLog(body, requester.userAgent, who);
}
