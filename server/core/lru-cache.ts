export interface LruOptions<V> {
  /** Most values kept; past it the least recently used goes. */
  max: number;
  /** How long a value may be served after its load began; 0 keeps nothing (callers arriving during a load still share it). */
  ttlMs: number;
  /**
   * For how long after that it may still be served while one reload runs (stale-while-revalidate): the callers of
   * that time do not wait for the database. 0 by default: a value past its time is reloaded before it is served.
   */
  staleMs?: number;
  /** Called with each value the cache lets go of (evicted, expired, deleted, cleared), once its load has settled. */
  onDrop?: (value: V) => void;
  now?: () => number;
}

export interface LruCache<K, V> {
  /** The kept value, or one load shared by every caller asking while it runs. A failed load is not kept. */
  get(key: K, load: () => Promise<V>): Promise<V>;
  delete(key: K): void;
  clear(): void;
  /**
   * Marks every value for reloading without making anyone wait for it: the next caller asking for one still gets
   * it, and starts the one reload that replaces it once it has succeeded.
   */
  refresh(): void;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  settled: boolean;
  /** Marked by refresh(): served until its reload has succeeded. */
  stale?: boolean;
  reloading?: boolean;
}

/**
 * Reloads of values still being served (see refresh and staleMs) run at most this many at a time, across every
 * cache: nobody waits for them, and a refresh of hundreds of kept answers at once would otherwise queue hundreds
 * of statements ahead of the requests that do wait for the database (an event batch behind them took 0.5-1 s).
 */
const RELOADS_AT_ONCE = 2;
let reloadsRunning = 0;
const reloadsWaiting: (() => void)[] = [];

/** Waits for a reload's turn; the turn is given back once the reload's load has settled (see reload). */
function reloadTurn(): Promise<void> {
  if (reloadsRunning < RELOADS_AT_ONCE) {
    reloadsRunning++;
    return Promise.resolve();
  }
  return new Promise((resolve) => reloadsWaiting.push(resolve));
}

function reloadDone(): void {
  const next = reloadsWaiting.shift();
  if (next) next();
  else reloadsRunning--;
}

/** A bounded in-process cache: least recently used first out, values older than `ttlMs` reloaded. */
export function lruCache<K, V>({ max, ttlMs, staleMs = 0, onDrop, now = Date.now }: LruOptions<V>): LruCache<K, V> {
  const entries = new Map<K, Entry<V>>();
  const drop = (entry: Entry<V>) => {
    if (onDrop) entry.value.then(onDrop, () => {});
  };
  const remove = (key: K, entry: Entry<V>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    drop(entry);
  };

  const reload = async (key: K, stale: Entry<V>, load: () => Promise<V>) => {
    stale.reloading = true;
    await reloadTurn();
    // Dropped, cleared or replaced while waiting: nothing to reload.
    if (entries.get(key) !== stale) return reloadDone();
    const fresh: Entry<V> = { at: now(), value: load(), settled: false };
    fresh.value.then(
      () => {
        fresh.settled = true;
        if (entries.get(key) !== stale) return drop(fresh);
        entries.set(key, fresh);
        drop(stale);
      },
      () => (stale.reloading = false),
    );
    await fresh.value.finally(reloadDone).catch(() => {});
  };

  return {
    get(key, load) {
      const hit = entries.get(key);
      const age = hit ? now() - hit.at : 0;
      if (hit && (!hit.settled || age < ttlMs || (ttlMs > 0 && age < ttlMs + staleMs))) {
        // Map keeps insertion order: moving a hit to the end keeps the oldest use first.
        entries.delete(key);
        entries.set(key, hit);
        if (hit.settled && (hit.stale || age >= ttlMs) && !hit.reloading) void reload(key, hit, load);
        return hit.value;
      }
      if (hit) remove(key, hit);
      const entry: Entry<V> = { at: now(), value: load(), settled: false };
      entries.set(key, entry);
      entry.value.then(
        () => (entry.settled = true),
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      if (entries.size > max) {
        const [oldestKey, oldest] = entries.entries().next().value!;
        remove(oldestKey, oldest);
      }
      return entry.value;
    },
    delete(key) {
      const entry = entries.get(key);
      if (entry) remove(key, entry);
    },
    clear() {
      const all = [...entries.values()];
      entries.clear();
      all.forEach(drop);
    },
    refresh() {
      for (const entry of entries.values()) entry.stale = true;
    },
  };
}
