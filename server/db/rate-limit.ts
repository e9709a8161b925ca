import { and, eq, lt, sql } from 'drizzle-orm';
import { getDb } from './client';
import { rateLimits } from './schema';
import { tooMany } from '../core/errors';
import { settings, type LimitName } from '../core/config';

export interface RateRule {
  /** Requests allowed per window. 0 or less turns the rule off (a benchmark, say). */
  limit: number;
  /** Up to a day: counters idle for longer than that are swept. */
  windowSeconds: number;
}

export interface RateResult {
  allowed: boolean;
  hits: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** A rule's limit as the settings override it (`name`), or the default when unset. */
export const envLimit = (name: LimitName, fallback: number): number => settings()[name] ?? fallback;

const windowOf = (rule: RateRule) => sql`make_interval(secs => ${rule.windowSeconds})`;
const secondsLeft = (rule: RateRule) =>
  sql<number>`extract(epoch from (${rateLimits.windowStart} + ${windowOf(rule)} - now()))`.mapWith(Number);

const CLEANUP_EVERY_MS = 3_600_000;
let nextCleanup = 0;

/**
 * Counts one hit on `key` in a fixed window kept in the database, so every app process sharing the database
 * shares the count. One upsert per call; stale keys are swept at most hourly.
 */
export async function hitRateLimit(key: string, rule: RateRule): Promise<RateResult> {
  if (rule.limit <= 0) return { allowed: true, hits: 0, retryAfter: 0 };
  const db = await getDb();
  if (Date.now() >= nextCleanup) {
    nextCleanup = Date.now() + CLEANUP_EVERY_MS;
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
  }
  const expired = sql`${rateLimits.windowStart} <= now() - ${windowOf(rule)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      resetIn: secondsLeft(rule),
    });
  return { allowed: row.hits <= rule.limit, hits: row.hits, retryAfter: Math.max(1, Math.ceil(row.resetIn)) };
}

/** Where `key` stands in its window, counting nothing: allowed when one more hit would be. */
export async function peekRateLimit(key: string, rule: RateRule): Promise<RateResult> {
  if (rule.limit <= 0) return { allowed: true, hits: 0, retryAfter: 0 };
  const db = await getDb();
  const [row] = await db
    .select({ hits: rateLimits.hits, resetIn: secondsLeft(rule) })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), sql`${rateLimits.windowStart} > now() - ${windowOf(rule)}`));
  if (!row) return { allowed: true, hits: 0, retryAfter: 0 };
  return { allowed: row.hits < rule.limit, hits: row.hits, retryAfter: Math.max(1, Math.ceil(row.resetIn)) };
}

/** Like hitRateLimit, but throws the 429 (with Retry-After) the client should see when the limit is passed. */
export async function enforceRateLimit(key: string, rule: RateRule): Promise<void> {
  const result = await hitRateLimit(key, rule);
  if (!result.allowed) {
    throw tooMany(`Too many requests. Please try again in ${result.retryAfter} s.`, result.retryAfter);
  }
}
