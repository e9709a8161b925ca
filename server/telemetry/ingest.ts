import { eq, inArray } from 'drizzle-orm';
import { MAX_EVENTS_PER_BATCH, type EventBatchResult, type RejectedEvent } from '@/lib/contracts/telemetry';
import { countersMoved } from '../catalog/catalog-cache';
import { getDb } from '../db/client';
import { mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Reporter } from './identity';
import { checkEvents, type CheckedEvent } from './validate-events';
import { groupCommit } from '../db/group-commit';
import { storeEvents, type ReportedEvent } from './store-events';
import { withRetry } from './retry';

/** The mixtapes that exist, and for each known track the mixtapes holding it, among the ids a batch names. */
async function catalogFacts(events: CheckedEvent[]) {
  const db = await getDb();
  const mixtapeIds = [...new Set(events.flatMap((e) => (e.mixtapeId !== null ? [e.mixtapeId] : [])))];
  const trackIds = [...new Set(events.flatMap((e) => (e.trackId !== null ? [e.trackId] : [])))];
  // Two small indexed look-ups; measured faster on PGlite than one UNION, and parallel on a pool.
  const [mixtapeRows, trackRows] = await Promise.all([
    mixtapeIds.length ? db.select({ id: mixtapes.id }).from(mixtapes).where(inArray(mixtapes.id, mixtapeIds)) : [],
    trackIds.length
      ? db
          .select({ id: tracks.id, mixtapeId: mixtapeTracks.mixtapeId })
          .from(tracks)
          .leftJoin(mixtapeTracks, eq(mixtapeTracks.trackId, tracks.id))
          .where(inArray(tracks.id, trackIds))
      : [],
  ]);
  const knownMixtapes = new Set(mixtapeRows.map((r) => r.id));
  const trackMixtapes = new Map<number, number[]>();
  for (const row of trackRows) {
    const list = trackMixtapes.get(row.id) ?? [];
    if (row.mixtapeId !== null) list.push(row.mixtapeId);
    trackMixtapes.set(row.id, list);
  }
  return { knownMixtapes, trackMixtapes };
}

/** Why an event names something the catalog does not hold, or null when it is fine. */
function unknownReason(e: CheckedEvent, facts: Awaited<ReturnType<typeof catalogFacts>>): string | null {
  if (e.trackId !== null) {
    const holders = facts.trackMixtapes.get(e.trackId);
    if (!holders) return `track_id ${e.trackId} is not a known track`;
    if (e.mixtapeId !== null && !holders.includes(e.mixtapeId)) return `track ${e.trackId} is not in mixtape ${e.mixtapeId}`;
    return null;
  }
  if (e.mixtapeId !== null && !facts.knownMixtapes.has(e.mixtapeId)) return `mixtape_id ${e.mixtapeId} is not a known mixtape`;
  return null;
}

/**
 * Stores a batch of analytics events and bumps the counters they stand for, atomically: valid events are kept
 * even when others in the batch are rejected; an event_id seen before (a client retry) changes nothing.
 * Set-based throughout: one look-up per table, then one statement that inserts and updates the counters.
 */
export async function ingestEvents(events: unknown[], who: Reporter): Promise<EventBatchResult> {
  if (events.length > MAX_EVENTS_PER_BATCH) {
    throw new HttpError(413, `A batch holds at most ${MAX_EVENTS_PER_BATCH} events; this one has ${events.length}. Send the rest in another batch.`);
  }
  const checked = checkEvents(events);
  const rejected: RejectedEvent[] = [...checked.rejected];
  const byIndex = () => rejected.sort((a, b) => a.index - b.index);
  if (!checked.valid.length) return { accepted: 0, duplicates: checked.repeats, rejected: byIndex() };
  const facts = await catalogFacts(checked.valid);
  const valid = checked.valid.filter((e) => {
    const reason = unknownReason(e, facts);
    if (reason) rejected.push({ index: e.index, event_id: e.eventId, reason });
    return !reason;
  });
  byIndex();
  if (!valid.length) return { accepted: 0, duplicates: checked.repeats, rejected };

  const reported = valid.map((event) => ({ event, who }));
  const stored = await writeEvents(reported);
  const accepted = reported.filter((item) => stored.has(item)).length;
  return { accepted, duplicates: checked.repeats + valid.length - accepted, rejected };
}

/**
 * Batches that arrive while one is being written are written together next: one statement (and one counter
 * lock) for many players' reports under load, at once when idle. A request answers after the write that
 * carried its events, so an accepted event is stored.
 */
const writeEvents = groupCommit(async (events: ReportedEvent[]) => {
  const db = await getDb();
  const stored = await withRetry(() => storeEvents(db, events));
  // What the catalog shows moved: plays, views and downloads are on every list, mixtape and the stats.
  if ([...stored].some(({ event }) => event.event !== 'track_completion')) countersMoved();
  return stored;
});
