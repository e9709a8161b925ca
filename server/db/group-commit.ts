/**
 * Group commit: the items of calls made while a write is running go together into the next write, so a burst of
 * small writes costs a few statements instead of one each (one database means one statement at a time, on
 * PGlite all the more). An idle writer writes at once: nothing waits on a timer. Each call settles with the
 * write that carried its items: the same answer for all of them, or the same error.
 */
export function groupCommit<T, R>(write: (items: T[]) => Promise<R>): (items: T[]) => Promise<R> {
  let queue: { items: T[]; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length) {
      const group = queue;
      queue = [];
      try {
        const result = await write(group.flatMap((call) => call.items));
        for (const call of group) call.resolve(result);
      } catch (error) {
        for (const call of group) call.reject(error);
      }
    }
    running = false;
  }

  return (items) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ items, resolve, reject });
      if (!running) void drain();
    });
}
