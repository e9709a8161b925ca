import { settings } from '../core/config';
import { lruCache, type LruCache } from '../core/lru-cache';
import { onPeerNews, tellPeers } from '../cluster/peers';

/**
 * How long this process serves what it keeps of the catalog. Writes, its own and (as server/cluster/peers.ts passes
 * them on) those of every other process of the site, drop everything at once (invalidateCatalog), so this only
 * bounds what the process does not hear of: a write by something that tells nobody (SQL by hand, a process whose
 * news was lost while its connection to the database was down), and the clock releasing a mixtape or moving it
 * out of "today".
 * CATALOG_CACHE_SECONDS, 0 to keep nothing (concurrent requests still share one load). An answer past its time is
 * served for as long again while the first request after it reloads it, so no request waits for the database
 * while the answer it asks for is kept.
 */
const TTL_MS = (settings().CATALOG_CACHE_SECONDS ?? 5) * 1000;

const caches: { cache: LruCache<unknown, unknown>; counters: boolean }[] = [];

/**
 * A bounded cache of catalog data, emptied with the rest of the catalog's by invalidateCatalog. `counters: false`
 * for what shows no counter (a track's media file): moving counters, many times a second under real traffic,
 * then leaves it kept.
 */
export function catalogLookup<K, V>(max: number, { counters = true }: { counters?: boolean } = {}): LruCache<K, V> {
  const cache = lruCache<K, V>({ max, ttlMs: TTL_MS, staleMs: TTL_MS });
  caches.push({ cache: cache as LruCache<unknown, unknown>, counters });
  return cache;
}

function forgetKept(): void {
  clearTimeout(trailing);
  trailing = undefined;
  lastCleared = Date.now();
  for (const { cache } of caches) cache.clear();
}

/**
 * The kept answers showing counters are reloaded, and nobody waits for that: each is served until its reload
 * has succeeded (so the counters shown lag by COUNTER_LAG_MS and one load). With no lag configured they go at
 * once instead, and the next read shows the counters as they are.
 */
function forgetCounters(): void {
  clearTimeout(trailing);
  trailing = undefined;
  lastCleared = Date.now();
  for (const { cache, counters } of caches) {
    if (!counters) continue;
    if (COUNTER_LAG_MS > 0) cache.refresh();
    else cache.clear();
  }
}

/**
 * Forgets every kept catalog answer and look-up, here and in every other process serving the site (server/cluster/
 * peers.ts: the other web workers, and on PostgreSQL the other instances too, within milliseconds): call after a
 * write that changes what they show. A process that missed the news still lets go of it within CATALOG_CACHE_SECONDS.
 */
export function invalidateCatalog(): void {
  forgetKept();
  tellPeers('catalog-changed');
}
onPeerNews('catalog-changed', forgetKept);

/**
 * How long the counters a kept answer shows (plays, views, downloads, votes, comments) may lag the events that
 * moved them: CATALOG_COUNTER_LAG_MS, 2000 by default, so that on another instance (twice that, see moved) they
 * show within 5 s. At 1 s, the mixed load's plays reloaded every list, queue and search each second. The API tests
 * set 0 to read counters right after moving them.
 */
export const COUNTER_LAG_MS = settings().CATALOG_COUNTER_LAG_MS ?? 2_000;
let lastCleared = 0;
let trailing: ReturnType<typeof setTimeout> | undefined;
/** Whether the refresh to come moves counters this process counted, which the other processes must hear of. */
let ownMoves = false;

/**
 * Counters moved: here (a play, a view, a download was counted) or, as another process says, elsewhere. Under
 * real traffic that is many times a second, in every instance, and reloading every answer each time would keep
 * the database busy with nothing else: the first move after a quiet while refreshes them at once, the rest
 * within COUNTER_LAG_MS, all together. The other processes hear of this one's moves with its refresh, and refresh
 * by the same rule, so counters counted by another instance show within twice COUNTER_LAG_MS, and at once after a
 * quiet while; however many instances there are, each reloads its answers at most about once per COUNTER_LAG_MS.
 */
function moved(own: boolean): void {
  ownMoves ||= own;
  const wait = lastCleared + COUNTER_LAG_MS - Date.now();
  if (wait <= 0) dropCounters();
  else trailing ??= setTimeout(dropCounters, wait).unref();
}

/** Counters moved: this process counted a play, a view, a download, a vote or a comment. */
export const countersMoved = (): void => moved(true);

function dropCounters(): void {
  const tell = ownMoves;
  ownMoves = false;
  forgetCounters();
  if (tell) tellPeers('counters-moved');
}
onPeerNews('counters-moved', () => moved(false));
