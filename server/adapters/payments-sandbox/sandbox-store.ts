import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, rowsOf } from '../../db/client';
import { sandboxInvoiceNumbers, sandboxObjects } from '../../db/schema';
import { IdempotencyError } from '../payments';

// The sandbox's objects, each kept whole as Stripe's JSON in one table (see server/db/schema/payments.ts).

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An id in Stripe's form: its prefix, then random letters and digits. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '')}`;

export async function getObject(id: string): Promise<Json | null> {
  const [row] = await (await getDb()).select({ data: sandboxObjects.data }).from(sandboxObjects).where(eq(sandboxObjects.id, id));
  return (row?.data as Json) ?? null;
}

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('base64url');

/**
 * Stores a new object. With an idempotency key already used, answers the object made then instead, as Stripe does:
 * if `request` (what the caller asked for) is the one asked then; another request throws IdempotencyError.
 */
export async function createObject(data: Json, idempotencyKey?: string, request?: unknown): Promise<Json> {
  const db = await getDb();
  const requestHash = idempotencyKey && request !== undefined ? hashOf(request) : null;
  const [row] = await db
    .insert(sandboxObjects)
    .values({ id: data.id, type: data.object, data, idempotencyKey, requestHash })
    .onConflictDoNothing({ target: sandboxObjects.idempotencyKey })
    .returning({ data: sandboxObjects.data });
  if (row) return row.data as Json;
  const [kept] = await db
    .select({ data: sandboxObjects.data, requestHash: sandboxObjects.requestHash })
    .from(sandboxObjects)
    .where(eq(sandboxObjects.idempotencyKey, idempotencyKey!));
  if (kept.requestHash !== requestHash) throw new IdempotencyError();
  return kept.data as Json;
}

/** The next invoice number of the sandbox's account: one sequence, so no two invoices share a number. */
export async function nextInvoiceNumber(): Promise<number> {
  const [row] = rowsOf(await (await getDb()).execute(sql`select nextval(${sandboxInvoiceNumbers.seqName}) as n`)) as { n: string }[];
  return Number(row.n);
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
