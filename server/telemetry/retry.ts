/** Deadlock and serialization failures: PostgreSQL aborted the transaction, and running it again is the cure. */
const RETRYABLE = new Set(['40P01', '40001']);

function codeOf(error: unknown): string | undefined {
  // drizzle wraps driver errors in DrizzleQueryError, with the driver's error as the cause.
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

/**
 * Runs a statement again if PostgreSQL picked it as a deadlock victim: counter updates from concurrent batches
 * touch the same popular rows, and a rare deadlock must not lose a listener's events.
 */
export async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = codeOf(error);
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
