export interface LruOptions<V> {
  /** Most values kept; past it the least recently used goes. */
  max: number;
  /** How long a value may be served after its load began; 0 keeps nothing (callers arriving during a load still share it). */
  ttlMs: number;
  /** Called with each value the cache lets go of (evicted, expired, deleted, cleared), once its load has settled. */
  onDrop?: (value: V) => void;
  now?: () => number;
}

export interface LruCache<K, V> {
  /** The kept value, or one load shared by every caller asking while it runs. A failed load is not kept. */
  get(key: K, load: () => Promise<V>): Promise<V>;
  delete(key: K): void;
  clear(): void;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  settled: boolean;
}

/** A bounded in-process cache: least recently used first out, values older than `ttlMs` reloaded. */
export function lruCache<K, V>({ max, ttlMs, onDrop, now = Date.now }: LruOptions<V>): LruCache<K, V> {
  const entries = new Map<K, Entry<V>>();
  const drop = (entry: Entry<V>) => {
    if (onDrop) entry.value.then(onDrop, () => {});
  };
  const remove = (key: K, entry: Entry<V>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    drop(entry);
  };

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && (!hit.settled || now() - hit.at < ttlMs)) {
        // Map keeps insertion order: moving a hit to the end keeps the oldest use first.
        entries.delete(key);
        entries.set(key, hit);
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
  };
}
