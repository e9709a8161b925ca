import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { radioSessions } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A session lives this long after its last batch; a listener back the next day starts a fresh one. */
export const SESSION_TTL_MS = 24 * 3_600_000;
const CLEANUP_EVERY_MS = 10 * 60_000;
let nextCleanup = 0;

export interface RadioSession {
  id: string;
  site: string;
  cycle: number;
  lastBatch: number[];
}

/**
 * The session the client named, locked for this batch so two tabs asking at once cannot both be served the same
 * tracks; or a new one when it named none, an unknown one or an expired one. Expired sessions are swept here,
 * at most every ten minutes per process, rather than by a timer.
 */
export async function openSession(tx: Tx, id: string | undefined, site: string): Promise<RadioSession> {
  if (id) {
    const [found] = await tx
      .select({ id: radioSessions.id, site: radioSessions.site, cycle: radioSessions.cycle, lastBatch: radioSessions.lastBatch })
      .from(radioSessions)
      .where(sql`${radioSessions.id} = ${id} and ${radioSessions.expiresAt} > now()`)
      .for('update');
    if (found) return found;
  }
  if (Date.now() >= nextCleanup) {
    nextCleanup = Date.now() + CLEANUP_EVERY_MS;
    await tx.delete(radioSessions).where(lt(radioSessions.expiresAt, sql`now()`));
  }
  const session: RadioSession = { id: randomUUID(), site, cycle: 1, lastBatch: [] };
  await tx.insert(radioSessions).values({ ...session, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return session;
}

export async function saveSession(tx: Tx, session: RadioSession): Promise<void> {
  await tx
    .update(radioSessions)
    .set({ cycle: session.cycle, lastBatch: session.lastBatch, expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
    .where(eq(radioSessions.id, session.id));
}
