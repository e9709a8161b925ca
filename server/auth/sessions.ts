import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { refreshTokens, sessions } from '../db/schema';
import { unauthenticated } from '../core/errors';
import { hashToken, randomToken } from './crypto';

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
/**
 * Two tabs refreshing with the same cookie at once: the first rotates, the ones right behind it arrive with
 * the token just rotated. Within this window they get an access token for the same session (no new cookie:
 * the browser's jar already holds the new one) instead of tripping replay detection and logging everyone out.
 */
export const REFRESH_GRACE_SECONDS = 10;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
const sessionEnded = () => unauthenticated(SESSION_ENDED_MESSAGE);

const inFuture = (seconds: number) => new Date(Date.now() + seconds * 1000);
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who is calling: the user and the session (log-in) the credential belongs to. */
export interface AuthUser {
  id: number;
  sessionId: number;
}

export interface NewSession {
  sessionId: number;
  refreshToken: string;
  apiToken: string;
}

/** How a session began: the password alone, the password and a two-factor code, or a sign-up. */
export type SessionStart = NonNullable<typeof sessions.$inferInsert.startedWith>;

/**
 * Starts a family: one session row, its first refresh token and its v2.0 api_token. A session begun with a two-factor
 * code (sent to `codeTo`) has passed a second factor now; any other starts without one, whatever the account's
 * settings say.
 */
export async function createSession(
  tx: Db | Tx,
  userId: number,
  userAgent: string | undefined,
  startedWith: SessionStart,
  codeTo: string | null = null,
): Promise<NewSession> {
  const refreshToken = randomToken();
  const apiToken = randomToken();
  const [session] = await tx
    .insert(sessions)
    .values({
      userId,
      apiTokenHash: hashToken(apiToken),
      userAgent: userAgent?.slice(0, 300) ?? null,
      expiresAt: inFuture(REFRESH_TTL_SECONDS),
      startedWith,
      secondFactorAt: startedWith === 'two-factor' ? new Date() : null,
      secondFactorTo: startedWith === 'two-factor' ? codeTo : null,
    })
    .returning({ id: sessions.id });
  await tx
    .insert(refreshTokens)
    .values({ sessionId: session.id, tokenHash: hashToken(refreshToken), expiresAt: inFuture(REFRESH_TTL_SECONDS) });
  return { sessionId: session.id, refreshToken, apiToken };
}

export type RefreshOutcome =
  | { kind: 'rotated'; userId: number; sessionId: number; refreshToken: string }
  | { kind: 'grace'; userId: number; sessionId: number };

async function findToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      rotatedAt: refreshTokens.rotatedAt,
      expiresAt: refreshTokens.expiresAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Rotates a refresh token. A token rotated before the grace window is a replay: the whole family dies. */
export async function refreshSession(token: string | undefined): Promise<RefreshOutcome> {
  if (!token) throw sessionEnded();
  const db = await getDb();
  const row = await findToken(db, hashToken(token));
  const now = Date.now();
  if (!row || row.revokedAt || row.sessionExpiresAt.getTime() <= now || row.expiresAt.getTime() <= now) {
    throw sessionEnded();
  }
  const { userId, sessionId } = row;
  if (!row.rotatedAt) {
    const fresh = randomToken();
    // Claiming the row (rotated_at still null) is the lock: of two racing requests only one updates it.
    const rotated = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) return false;
      await tx.insert(refreshTokens).values({
        sessionId,
        tokenHash: hashToken(fresh),
        parentId: row.id,
        expiresAt: inFuture(REFRESH_TTL_SECONDS),
      });
      await tx
        .update(sessions)
        .set({ lastUsedAt: new Date(), expiresAt: inFuture(REFRESH_TTL_SECONDS) })
        .where(eq(sessions.id, sessionId));
      return true;
    });
    if (rotated) return { kind: 'rotated', userId, sessionId, refreshToken: fresh };
  }
  // Already rotated (maybe a moment ago by a racing request): read it again to see when.
  const [again] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id));
  const [child] = await db.select().from(refreshTokens).where(eq(refreshTokens.parentId, row.id));
  const recent = again?.rotatedAt && again.rotatedAt.getTime() > Date.now() - REFRESH_GRACE_SECONDS * 1000;
  if (recent && child && !child.rotatedAt) return { kind: 'grace', userId, sessionId };
  await revokeSession(sessionId, 'refresh token reused');
  throw sessionEnded();
}

export async function revokeSession(sessionId: number, reason: string, tx?: Db | Tx): Promise<void> {
  const db = tx ?? (await getDb());
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, but `keep` (the one asking, after a password change) when given. */
export async function revokeUserSessions(userId: number, reason: string, tx?: Db | Tx, keep?: number): Promise<void> {
  const db = tx ?? (await getDb());
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep === undefined ? undefined : ne(sessions.id, keep)));
}

/** The family a refresh token (current or already rotated) belongs to. */
export async function sessionOfRefreshToken(token: string): Promise<number | null> {
  const row = await findToken(await getDb(), hashToken(token));
  return row?.sessionId ?? null;
}

/** Whether a session still stands: checked on every authenticated call, so logout takes effect at once. */
export async function isSessionActive(sessionId: number, userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    );
  return !!row;
}

/** The live session behind a v2.0 api_token (X-Auth-Token). */
export async function sessionByApiToken(token: string): Promise<{ userId: number; sessionId: number } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: sessions.userId, sessionId: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.apiTokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

/**
 * Records that a session passed a second factor just now (a code it asked for, sent to `codeTo`, confirmed):
 * refreshing keeps it.
 */
export async function markSecondFactor(tx: Db | Tx, sessionId: number, codeTo: string | null): Promise<Date> {
  const now = new Date();
  await tx.update(sessions).set({ secondFactorAt: now, secondFactorTo: codeTo }).where(eq(sessions.id, sessionId));
  return now;
}
