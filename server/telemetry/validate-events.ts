import {
  EVENT_NAMES,
  MAX_EVENT_EXTRA_CHARS,
  analyticsEventSchema,
  type EventName,
  type RejectedEvent,
} from '@/lib/contracts/telemetry';
import { inputProblem } from '../core/input';

/** An event that passed validation, in the shape the database takes. */
export interface CheckedEvent {
  index: number;
  eventId: string;
  event: EventName;
  clientTime: Date;
  mixtapeId: number | null;
  trackId: number | null;
  /** A podcast episode (episode_play). */
  episodeId: number | null;
  percentage: number | null;
  extra: Record<string, unknown> | null;
}

export interface CheckedBatch {
  valid: CheckedEvent[];
  rejected: RejectedEvent[];
  /** Repeats of an event_id earlier in the same batch. */
  repeats: number;
}

const KNOWN_FIELDS = new Set(['event', 'event_id', 'time', 'mixtape_id', 'track_id', 'episode_id', 'percentage']);

const eventIdOf = (raw: unknown): string | null => {
  const id = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).event_id : undefined;
  return typeof id === 'string' ? id.slice(0, 64) : null;
};

function reasonOf(raw: unknown, issues: { path: PropertyKey[]; message: string }[]): string {
  const event = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).event : undefined;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'an event must be a JSON object';
  if (!EVENT_NAMES.includes(event as EventName)) return `event must be one of ${EVENT_NAMES.join(', ')}`;
  const issue = issues[0];
  const key = issue.path.map(String).join('.');
  return !key || issue.message.startsWith(key) ? issue.message : `${key}: ${issue.message}`;
}

/**
 * Validates every event on its own: the valid ones go on, each invalid one is named with its index, its event_id
 * when it has a usable one, and the first reason it failed.
 */
export function checkEvents(events: unknown[]): CheckedBatch {
  const valid: CheckedEvent[] = [];
  const rejected: RejectedEvent[] = [];
  const seen = new Set<string>();
  let repeats = 0;
  events.forEach((raw, index) => {
    const problem = inputProblem(raw);
    if (problem) {
      rejected.push({ index, event_id: eventIdOf(raw), reason: problem });
      return;
    }
    const parsed = analyticsEventSchema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ index, event_id: eventIdOf(raw), reason: reasonOf(raw, parsed.error.issues) });
      return;
    }
    const e = parsed.data;
    const extraEntries = Object.entries(e).filter(([key]) => !KNOWN_FIELDS.has(key));
    const extra = extraEntries.length ? Object.fromEntries(extraEntries) : null;
    if (extra && JSON.stringify(extra).length > MAX_EVENT_EXTRA_CHARS) {
      rejected.push({ index, event_id: e.event_id, reason: `extra fields must stay under ${MAX_EVENT_EXTRA_CHARS} characters of JSON` });
      return;
    }
    if (seen.has(e.event_id)) {
      repeats++;
      return;
    }
    seen.add(e.event_id);
    // The schema checked these per event kind; loose objects type every other key as unknown.
    const ids = e as { mixtape_id?: number; track_id?: number; episode_id?: number; percentage?: number };
    valid.push({
      index,
      eventId: e.event_id,
      event: e.event,
      clientTime: new Date(e.time),
      mixtapeId: ids.mixtape_id ?? null,
      trackId: ids.track_id ?? null,
      episodeId: ids.episode_id ?? null,
      percentage: ids.percentage ?? null,
      extra,
    });
  });
  return { valid, rejected, repeats };
}
