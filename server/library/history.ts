import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/common';
import type { HistoryBody, HistoryEntry } from '@/lib/contracts/library';
import { mixtapesByIds, tracksByIds } from '../catalog/by-ids';
import { getDb } from '../db/client';
import { history, mixtapes, tracks } from '../db/schema';
import { notFound } from '../core/errors';
import { pageMeta } from '../core/paging';

// What a member played and downloaded (see docs/product.md, Your library). Plays are written where a counted
// track_play of a member is stored (server/telemetry/store-events.ts); downloads come from the site.

/** The same thing done to the same item again within this window is not written twice. */
export const HISTORY_REPEAT_MINUTES = 5;

/** Advisory lock class of the history writes (with the member's id as the second key). */
const HISTORY_LOCK = 7_340_002;

const ITEMS = { track: tracks, mixtape: mixtapes } as const;
const itemExists = (type: keyof typeof ITEMS, id: SQL | number) => sql`exists (select 1 from ${ITEMS[type]} where ${ITEMS[type].id} = ${id})`;

type Row = typeof history.$inferSelect;

async function withItems(rows: Row[]): Promise<HistoryEntry[]> {
  const ids = (type: Row['itemType']) => [...new Set(rows.filter((r) => r.itemType === type).map((r) => r.itemId))];
  const [trackList, mixtapeList] = await Promise.all([tracksByIds(ids('track')), mixtapesByIds(ids('mixtape'))]);
  const found = { track: new Map(trackList.map((t) => [t.id, t])), mixtape: new Map(mixtapeList.map((m) => [m.id, m])) };
  return rows.flatMap((row): HistoryEntry[] => {
    const base = { id: row.id, action: row.action, item_id: row.itemId, created_at: row.createdAt.toISOString() };
    if (row.itemType === 'track') {
      const item = found.track.get(row.itemId);
      return item ? [{ ...base, item_type: 'track', item }] : [];
    }
    const item = found.mixtape.get(row.itemId);
    return item ? [{ ...base, item_type: 'mixtape', item }] : [];
  });
}

/** Records a play or a download; the same one again within a few minutes answers the entry already there. */
export async function addHistory(userId: number, body: HistoryBody): Promise<HistoryEntry> {
  const db = await getDb();
  const [{ ok }] = await db.select({ ok: sql<boolean>`${itemExists(body.item_type, body.item_id)}` }).from(sql`(select 1) as one`);
  if (!ok) throw notFound(body.item_type === 'track' ? 'Track not found' : 'Mixtape not found');
  const same = and(
    eq(history.userId, userId),
    eq(history.action, body.action),
    eq(history.itemType, body.item_type),
    eq(history.itemId, body.item_id),
    gt(history.createdAt, sql`now() - make_interval(mins => ${HISTORY_REPEAT_MINUTES})`),
  );
  const row = await db.transaction(async (tx) => {
    // One writer per member at a time, so two identical requests at once still leave one entry.
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK}, ${userId})`);
    const [recent] = await tx.select().from(history).where(same).orderBy(desc(history.createdAt)).limit(1);
    if (recent) return recent;
    const [inserted] = await tx.insert(history).values({ userId, action: body.action, itemType: body.item_type, itemId: body.item_id }).returning();
    return inserted;
  });
  return (await withItems([row]))[0];
}

/** A page of the member's history, newest first, each entry with its track or mixtape. */
export async function listHistory(userId: number, page: number, take: number): Promise<Paged<HistoryEntry>> {
  const db = await getDb();
  // Entries whose item left the catalog are not listed (history keeps no foreign key to either table).
  const where = and(
    eq(history.userId, userId),
    sql`case ${history.itemType} when 'track' then ${itemExists('track', sql`${history.itemId}`)} else ${itemExists('mixtape', sql`${history.itemId}`)} end`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(history).where(where).orderBy(desc(history.createdAt), desc(history.id)).limit(take).offset((page - 1) * take),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(history).where(where),
  ]);
  return { data: await withItems(rows), meta: pageMeta(page, take, total) };
}
