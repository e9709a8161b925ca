import type { Readiness } from '@/lib/contracts/health';
import { getMediaStorage } from '../adapters/media-storage';
import { isStopping } from '../core/stopping';
import { migrationCounts } from '../db/client';

/** A check that has not answered by then has failed: a load balancer polls every second and must not pile up. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = Readiness['checks']['database'];

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  errors?: unknown[];
}

/**
 * Why a check failed, in a line: the driver's own error (drizzle wraps it in 'Failed query: <sql> params: …'), or
 * for a refused connection tried on several addresses (an AggregateError with no message) its code. Duck-typed:
 * errors from Node's core may come from another realm.
 */
function reason(error: unknown): string {
  const e = (error ?? {}) as ErrorLike;
  if (e.cause && typeof e.cause === 'object') return reason(e.cause);
  const text = typeof e.message === 'string' && e.message ? e.message : typeof e.code === 'string' ? e.code : e.errors?.length ? reason(e.errors[0]) : String(error);
  return text.split('\n')[0].slice(0, 200);
}

async function run(check: () => Promise<void>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: reason(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this process can serve: the database answers with every migration applied, and the media store is usable;
 * and it is not stopping (it then finishes what is in flight, and a load balancer should send it nothing new).
 */
export async function readiness(): Promise<Readiness> {
  let counts = { applied: 0, expected: 0 };
  const [database, media] = await Promise.all([
    run(async () => {
      counts = await migrationCounts();
    }),
    run(() => getMediaStorage().ping()),
  ]);
  let migrations: Check = { ok: true };
  if (!database.ok) migrations = { ok: false, message: 'unknown: the database did not answer' };
  else if (counts.applied < counts.expected) migrations = { ok: false, message: `${counts.applied} of ${counts.expected} migrations applied` };
  const checks = { database, migrations, media, ...(isStopping() ? { stopping: { ok: false, message: 'This instance is stopping: it finishes the requests in flight and takes no new ones.' } } : {}) };
  return { status: Object.values(checks).every((c) => c.ok) ? 'ready' : 'not ready', checks };
}
