import { eq, inArray } from 'drizzle-orm';
import { MAX_EVENTS_PER_BATCH, type EventBatchResult, type RejectedEvent } from '@/lib/contracts/telemetry';
import type { LruCache } from '../core/lru-cache';
import { catalogLookup, countersMoved } from '../cache/catalog-cache';
import { getDb } from '../db/client';
import { episodes, mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { tooLarge } from '../core/errors';
import type { Reporter } from './identity';
import { checkEvents, type CheckedEvent } from './validate-events';
import { groupCommit } from '../db/group-commit';
import { storeEvents, type ReportedEvent } from './store-events';
import { withRetry } from './retry';

/**
 * For each track id, the mixtapes holding it (null: no such track); for each mixtape id, whether it exists. Kept
 * with the catalog (dropped when it changes, reloaded after CATALOG_CACHE_SECONDS), not with its counters: every
 * event batch asks, and the two look-ups took 3-4 ms of the embedded database's one thread per batch.
 */
const trackHolders = catalogLookup<number, number[] | null>(10_000, { counters: false });
const mixtapeExists = catalogLookup<number, boolean>(10_000, { counters: false });
const episodeExists = catalogLookup<number, boolean>(10_000, { counters: false });

/**
 * Each id's value from `cache`; the ids it does not hold are read together, in one `load` of all of them, shared by
 * every id of the call that missed.
 */
async function lookUpAll<V>(cache: LruCache<number, V>, ids: number[], load: (ids: number[]) => Promise<Map<number, V>>, absent: V) {
  let loading: Promise<Map<number, V>> | undefined;
  const loadAll = () => (loading ??= load(ids));
  const values = await Promise.all(ids.map((id) => cache.get(id, async () => (await loadAll()).get(id) ?? absent)));
  return new Map(ids.map((id, i) => [id, values[i]]));
}

async function loadTrackHolders(ids: number[]): Promise<Map<number, number[]>> {
  const db = await getDb();
  const rows = await db
    .select({ id: tracks.id, mixtapeId: mixtapeTracks.mixtapeId })
    .from(tracks)
    .leftJoin(mixtapeTracks, eq(mixtapeTracks.trackId, tracks.id))
    .where(inArray(tracks.id, ids));
  const holders = new Map<number, number[]>();
  for (const row of rows) {
    const list = holders.get(row.id) ?? [];
    if (row.mixtapeId !== null) list.push(row.mixtapeId);
    holders.set(row.id, list);
  }
  return holders;
}

async function loadMixtapes(ids: number[]): Promise<Map<number, boolean>> {
  const db = await getDb();
  const rows = await db.select({ id: mixtapes.id }).from(mixtapes).where(inArray(mixtapes.id, ids));
  return new Map(rows.map((row) => [row.id, true]));
}

async function loadEpisodes(ids: number[]): Promise<Map<number, boolean>> {
  const db = await getDb();
  const rows = await db.select({ id: episodes.id }).from(episodes).where(inArray(episodes.id, ids));
  return new Map(rows.map((row) => [row.id, true]));
}

const idsOf = (events: CheckedEvent[], pick: (e: CheckedEvent) => number | null) => [
  ...new Set(events.flatMap((e) => (pick(e) !== null ? [pick(e)!] : []))),
];

/** The mixtapes and episodes that exist, and for each known track the mixtapes holding it, among the ids a batch names. */
async function catalogFacts(events: CheckedEvent[]) {
  const mixtapeIds = idsOf(events, (e) => e.mixtapeId);
  const trackIds = idsOf(events, (e) => e.trackId);
  const episodeIds = idsOf(events, (e) => e.episodeId);
  const [known, holders, knownEpisodeIds] = await Promise.all([
    lookUpAll(mixtapeExists, mixtapeIds, loadMixtapes, false),
    lookUpAll(trackHolders, trackIds, loadTrackHolders, null),
    lookUpAll(episodeExists, episodeIds, loadEpisodes, false),
  ]);
  const knownMixtapes = new Set(mixtapeIds.filter((id) => known.get(id)));
  const knownEpisodes = new Set(episodeIds.filter((id) => knownEpisodeIds.get(id)));
  const trackMixtapes = new Map<number, number[]>();
  for (const [id, list] of holders) if (list) trackMixtapes.set(id, list);
  return { knownMixtapes, trackMixtapes, knownEpisodes };
}

/** Why an event names something the catalog does not hold, or null when it is fine. */
function unknownReason(e: CheckedEvent, facts: Awaited<ReturnType<typeof catalogFacts>>): string | null {
  if (e.episodeId !== null) return facts.knownEpisodes.has(e.episodeId) ? null : `episode_id ${e.episodeId} is not a known episode`;
  if (e.trackId !== null) {
    const holders = facts.trackMixtapes.get(e.trackId);
    if (!holders?.length) return `track_id ${e.trackId} is not a known track`;
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
    throw tooLarge(`A batch holds at most ${MAX_EVENTS_PER_BATCH} events; this one has ${events.length}. Send the rest in another batch.`);
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
  // What the catalog shows moved: plays, views and downloads are on every list, mixtape and the stats, an
  // episode's plays on its podcast.
  if ([...stored].some(({ event }) => event.event !== 'track_completion')) countersMoved();
  return stored;
});
