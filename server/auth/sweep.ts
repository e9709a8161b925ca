import { lt } from 'drizzle-orm';
import { getDb } from '../db/client';
import { loginFailures, sessions, verifications } from '../db/schema';
import { LOGIN_FAILURE_MEMORY_SECONDS } from './limits';

const EVERY_MS = 3_600_000;
/** Kept a while past expiry: a late replay of a dead refresh token still finds its (revoked) family. */
const KEEP_SESSIONS_MS = 7 * 24 * 3_600_000;
const KEEP_VERIFICATIONS_MS = 24 * 3_600_000;
let next = 0;

/**
 * Deletes long-dead sessions (their refresh tokens go with them) and pending steps, at most once an hour per
 * process. Cheap through the expiry indexes, and run where rows are created, so no scheduler is needed.
 */
export async function sweepExpired(): Promise<void> {
  if (Date.now() < next) return;
  next = Date.now() + EVERY_MS;
  const db = await getDb();
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(Date.now() - KEEP_SESSIONS_MS)));
  await db.delete(verifications).where(lt(verifications.expiresAt, new Date(Date.now() - KEEP_VERIFICATIONS_MS)));
  await db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, new Date(Date.now() - LOGIN_FAILURE_MEMORY_SECONDS * 1000)));
}
