import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { sandboxObjects } from '../../db/schema';

// The sandbox's objects, each kept whole as Stripe's JSON in one table (see server/db/schema/payments.ts).

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An id in Stripe's form: its prefix, then random letters and digits. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '')}`;

export async function getObject(id: string): Promise<Json | null> {
  const [row] = await (await getDb()).select({ data: sandboxObjects.data }).from(sandboxObjects).where(eq(sandboxObjects.id, id));
  return (row?.data as Json) ?? null;
}

/** Stores a new object; with an idempotency key already used, answers the object made then instead. */
export async function createObject(data: Json, idempotencyKey?: string): Promise<Json> {
  const db = await getDb();
  const [row] = await db
    .insert(sandboxObjects)
    .values({ id: data.id, type: data.object, data, idempotencyKey })
    .onConflictDoNothing({ target: sandboxObjects.idempotencyKey })
    .returning({ data: sandboxObjects.data });
  if (row) return row.data as Json;
  const [kept] = await db.select({ data: sandboxObjects.data }).from(sandboxObjects).where(eq(sandboxObjects.idempotencyKey, idempotencyKey!));
  return kept.data as Json;
}

/**
 * Changes an object under a row lock, so two confirmations of one intent see each other's result. `change` may
 * throw to refuse (nothing is written) and must not touch the database itself.
 */
export async function updateObject(id: string, change: (data: Json) => Json): Promise<Json> {
  return (await getDb()).transaction(async (tx) => {
    const [row] = await tx.select({ data: sandboxObjects.data }).from(sandboxObjects).where(eq(sandboxObjects.id, id)).for('update');
    if (!row) throw new Error(`sandbox: no object ${id}`);
    const next = change(structuredClone(row.data as Json));
    await tx.update(sandboxObjects).set({ data: next }).where(eq(sandboxObjects.id, id));
    return next;
  });
}

/** Objects of one kind whose JSON has `field` equal to `value`. */
export async function findObjects(type: string, field: string, value: string): Promise<Json[]> {
  const rows = await (await getDb())
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.type, type), sql`${sandboxObjects.data}->>${field} = ${value}`))
    .orderBy(sandboxObjects.createdAt);
  return rows.map((r) => r.data as Json);
}

const CLOCK_ID = 'clock_sandbox';

/** The sandbox's time in unix seconds: the real time moved on by the test clock (POST /api/dev/payments/advance). */
export async function sandboxNow(): Promise<number> {
  const clock = await getObject(CLOCK_ID);
  return Math.floor(Date.now() / 1000) + (clock?.offset_seconds ?? 0);
}

export async function advanceClock(seconds: number): Promise<number> {
  await createObject({ id: CLOCK_ID, object: 'test_clock', offset_seconds: 0 }, CLOCK_ID);
  await updateObject(CLOCK_ID, (clock) => ({ ...clock, offset_seconds: clock.offset_seconds + seconds }));
  return sandboxNow();
}
