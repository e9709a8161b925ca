import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { verifications } from '../db/schema';
import { invalid } from '../core/errors';
import { codeMatches, hashToken } from './crypto';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from './limits';
import { sweepExpired } from './sweep';

export type Verification = typeof verifications.$inferSelect;
export type Purpose = Verification['purpose'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

export const CODE_MESSAGES = {
  used: 'This code was already used. Please request a new code.',
  notSent: 'Please request a code first.',
  expired: 'This code has expired. Please request a new code.',
  dead: 'Too many wrong tries for this code. Please request a new code.',
  wrong: (left: number) =>
    left > 0
      ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and that was the last try. Please request a new code.',
};

export interface NewVerification {
  purpose: Purpose;
  destination?: string | null;
  userId?: number | null;
  /** The session a `second-factor` step belongs to. */
  sessionId?: number | null;
  token?: string;
  codeHash?: string;
  expiresAt: Date;
}

export async function createVerification(v: NewVerification, tx?: Db | Tx): Promise<Verification> {
  // Never from inside a transaction: embedded PGlite runs one at a time, and the sweep would wait on it.
  if (!tx) await sweepExpired();
  const db = tx ?? (await getDb());
  const [row] = await db
    .insert(verifications)
    .values({
      purpose: v.purpose,
      destination: v.destination ?? null,
      userId: v.userId ?? null,
      sessionId: v.sessionId ?? null,
      tokenHash: v.token ? hashToken(v.token) : null,
      codeHash: v.codeHash ?? null,
      codeExpiresAt: v.codeHash ? minutesFromNow(CODE_TTL_MINUTES) : null,
      expiresAt: v.expiresAt,
    })
    .returning();
  return row;
}

/**
 * A pending step whose code (or, for an address already taken, a notice) goes out now. If sending fails the step
 * is dropped again: nobody holds a code for it.
 */
export async function createAndSend(v: NewVerification, send: () => Promise<void>): Promise<void> {
  const row = await createVerification(v);
  try {
    await send();
  } catch (error) {
    await (await getDb()).delete(verifications).where(eq(verifications.id, row.id));
    throw error;
  }
}

/**
 * A new code for a pending step, going to `destination`: a fresh code gets a fresh count of tries and replaces the old
 * one, and the step remembers where it went (a two-factor code's session records it once the code is confirmed).
 */
export async function replaceCode(id: number, codeHash: string, destination: string): Promise<void> {
  const db = await getDb();
  await db
    .update(verifications)
    .set({ codeHash, codeExpiresAt: minutesFromNow(CODE_TTL_MINUTES), attempts: 0, destination })
    .where(eq(verifications.id, id));
}

/**
 * The newest code sent to a destination for a purpose (and, given `userId`, for that account): a new code
 * supersedes the ones before it.
 */
export async function latestForDestination(purpose: Purpose, destination: string, userId?: number): Promise<Verification | undefined> {
  return newestStep(eq(verifications.purpose, purpose), eq(verifications.destination, destination), userId === undefined ? undefined : eq(verifications.userId, userId));
}

/** The newest step meeting every condition (an undefined one is left out). */
export async function newestStep(...conditions: (SQL | undefined)[]): Promise<Verification | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(...conditions))
    .orderBy(desc(verifications.createdAt), desc(verifications.id))
    .limit(1);
  return row;
}

/** Conditions of a step still open: not yet consumed, and not expiring before `until`. */
export const openUntil = (until: Date) => [isNull(verifications.consumedAt), gt(verifications.expiresAt, until)];

/** Ends every open step of `purpose` sent to `destination`, so that of its codes only the next one can be tried. */
export async function endOpenSteps(purpose: Purpose, destination: string): Promise<void> {
  const db = await getDb();
  await db
    .update(verifications)
    .set({ consumedAt: new Date() })
    .where(and(eq(verifications.purpose, purpose), eq(verifications.destination, destination), isNull(verifications.consumedAt)));
}

/** A pending step by its opaque token, if it is still open. */
export async function openByToken(purpose: Purpose, token: string): Promise<Verification | undefined> {
  return newestStep(eq(verifications.purpose, purpose), eq(verifications.tokenHash, hashToken(token)), ...openUntil(new Date()));
}

/**
 * Checks a code and, when it is right, spends it and runs `then` in the same transaction: if `then` fails
 * (a username taken meanwhile, say) nothing is written and the code still stands. A wrong code costs a try;
 * after CODE_MAX_ATTEMPTS the code is dead, right or not. Spending is conditional on the row as read, so of
 * two requests racing with the right code only one gets through.
 */
export async function spendCode<T>(row: Verification, code: string, then: (tx: Tx) => Promise<T>): Promise<T> {
  if (!row.codeHash) throw invalid(row.codeExpiresAt ? CODE_MESSAGES.used : CODE_MESSAGES.notSent);
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw invalid(CODE_MESSAGES.dead);
  if (!row.codeExpiresAt || row.codeExpiresAt.getTime() <= Date.now()) throw invalid(CODE_MESSAGES.expired);
  const db = await getDb();
  const current = and(
    eq(verifications.id, row.id),
    eq(verifications.codeHash, row.codeHash),
    lt(verifications.attempts, CODE_MAX_ATTEMPTS),
    isNull(verifications.consumedAt),
  );
  if (!codeMatches(code, row.codeHash)) {
    const [counted] = await db
      .update(verifications)
      .set({ attempts: sql`${verifications.attempts} + 1` })
      .where(current)
      .returning({ attempts: verifications.attempts });
    if (!counted) throw invalid(CODE_MESSAGES.dead);
    throw invalid(CODE_MESSAGES.wrong(CODE_MAX_ATTEMPTS - counted.attempts));
  }
  return db.transaction(async (tx) => {
    const spent = await tx.update(verifications).set({ codeHash: null }).where(current).returning({ id: verifications.id });
    if (spent.length === 0) throw invalid(CODE_MESSAGES.used);
    return then(tx);
  });
}

/** Marks a pending step done; false when another request got there first. */
export async function consume(id: number, tx: Db | Tx, extra: Partial<Verification> = {}): Promise<boolean> {
  const done = await tx
    .update(verifications)
    .set({ ...extra, consumedAt: new Date() })
    .where(and(eq(verifications.id, id), isNull(verifications.consumedAt)))
    .returning({ id: verifications.id });
  return done.length > 0;
}

/**
 * Closes every step of an account begun with its old password (reset links, recovery codes, 2FA log-ins): after a
 * password change or reset, none of them may finish.
 */
export async function closePasswordSteps(tx: Db | Tx, userId: number): Promise<void> {
  await tx
    .update(verifications)
    .set({ consumedAt: new Date() })
    .where(and(eq(verifications.userId, userId), inArray(verifications.purpose, ['reset', 'recover', 'login']), isNull(verifications.consumedAt)));
}
