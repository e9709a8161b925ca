import type { NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import type { EventBatchResult, clientLogSchema, eventBatchSchema } from '@/lib/contracts/telemetry';
import { HttpError } from '../http/errors';
import { enforceRateLimit, envLimit } from '../http/rate-limit';
import { sendJson } from '../http/respond';
import { storeClientLog } from './client-logs';
import { reporter } from './identity';
import { ingestEvents } from './ingest';
import { recordEvents } from './metrics';

interface Ctx<B> {
  req: NextApiRequest;
  res: NextApiResponse;
  /** The signed-in user (route() with auth 'optional'); guests and sendBeacon calls, which carry no token, are null. */
  user: { id: number } | null;
  body: B;
}

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
 * POST /log/event: 200 {accepted, duplicates, rejected: []} when every event is valid; 400 with the error fields
 * plus the same counts and each rejected event named when any is not (the valid ones are stored all the same,
 * so a client must not resend the batch). 413 over 100 events, 429 with Retry-After past the rate limit.
 */
export async function postEvents({ req, res, user, body }: Ctx<z.infer<typeof eventBatchSchema>>): Promise<EventBatchResult | undefined> {
  const who = reporter(req, user?.id ?? null);
  await enforceRateLimit(`events:${who.limitKey}`, eventsRule());
  const { events } = body;
  const result = await ingestEvents(events, who);
  recordEvents({ accepted: result.accepted, duplicates: result.duplicates, rejected: result.rejected.length });
  if (!result.rejected.length) return result;
  const error = new HttpError(400, rejectionMessage(result, events.length));
  res.setHeader('Cache-Control', 'no-store');
  sendJson(req, res, 400, { ...error.toBody(), ...result });
  return undefined;
}

/** POST /log: 201 {id} once stored; 400 without text or with a bad field type; 429 past the rate limit. */
export async function postLog({ req, res, user, body }: Ctx<z.infer<typeof clientLogSchema>>): Promise<undefined> {
  const who = reporter(req, user?.id ?? null);
  await enforceRateLimit(`logs:${who.limitKey}`, logsRule());
  const stored = await storeClientLog(body, req, who);
  res.setHeader('Cache-Control', 'no-store');
  sendJson(req, res, 201, stored);
  return undefined;
}
