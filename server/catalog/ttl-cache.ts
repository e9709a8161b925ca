/**
 * Shares one answer of an expensive, public, per-argument read for `ttlMs` across all requests of this
 * process. Concurrent callers share the pending promise, so a burst costs one query; failures are not kept.
 */
export function ttlCache<A extends string, T>(load: (arg: A) => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<A, { at: number; value: Promise<T> }>();
  return (arg: A): Promise<T> => {
    const hit = entries.get(arg);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load(arg);
    entries.set(arg, { at: now(), value });
    value.catch(() => {
      if (entries.get(arg)?.value === value) entries.delete(arg);
    });
    return value;
  };
}
