import { and, count, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Overview, OverviewDay } from '@/lib/contracts/admin';
import { lruCache } from '../core/lru-cache';
import { premiumPlans } from '../payments/plans';
import { getDb, type Db } from '../db/client';
import { analyticsEvents, commentReports, comments, contactMessages, dmcaNotices, invoices, purchaseRefunds, purchases, uploads, users } from '../db/schema';

// The console's overview: today and each of the last 30 days (UTC), and what waits for the team.

export const OVERVIEW_DAYS = 30;
const DAY_MS = 86_400_000;
const KEEP_MS = 60_000;

const dayNumber = (column: AnyPgColumn) => sql<number>`floor(extract(epoch from ${column}) / 86400)`.mapWith(Number);

/** Per UTC day since `since`: `value` summed (or rows counted) over the rows `where` keeps. */
async function perDay(db: Db, table: PgTable, column: AnyPgColumn, since: Date, where?: SQL, value?: SQL<number>) {
  const day = dayNumber(column);
  const rows = await db
    .select({ day, n: value ?? sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(and(gte(column, since), where))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

const keptDays = lruCache<'days', OverviewDay[]>({ max: 1, ttlMs: KEEP_MS });

/** Each of the last OVERVIEW_DAYS days, oldest first: kept a minute, as they read a month of events. */
async function loadDays(): Promise<OverviewDay[]> {
  const db = await getDb();
  const today = Math.floor(Date.now() / DAY_MS);
  const first = today - OVERVIEW_DAYS + 1;
  const since = new Date(first * DAY_MS);
  const cents = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [plays, members, uploaded, bought, sales, premium, refunds] = await Promise.all([
    perDay(db, analyticsEvents, analyticsEvents.receivedAt, since, and(eq(analyticsEvents.event, 'track_play'), eq(analyticsEvents.counted, true))),
    perDay(db, users, users.createdAt, since),
    perDay(db, uploads, uploads.createdAt, since),
    perDay(db, purchases, purchases.paidAt, since, isNotNull(purchases.paidAt)),
    perDay(db, purchases, purchases.paidAt, since, isNotNull(purchases.paidAt), cents(purchases.amount)),
    perDay(db, invoices, invoices.createdAt, since, eq(invoices.status, 'paid'), cents(invoices.amount)),
    perDay(db, purchaseRefunds, purchaseRefunds.createdAt, since, undefined, cents(purchaseRefunds.amount)),
  ]);
  return Array.from({ length: OVERVIEW_DAYS }, (_, i) => {
    const day = first + i;
    const at = (map: Map<number, number>) => map.get(day) ?? 0;
    return {
      date: new Date(day * DAY_MS).toISOString().slice(0, 10),
      plays: at(plays),
      new_members: at(members),
      uploads: at(uploaded),
      purchases: at(bought),
      revenue: at(sales) + at(premium) - at(refunds),
    };
  });
}

/** What waits for the team, as it is now: it changes with each console action. */
async function openWork(): Promise<Overview['open']> {
  const db = await getDb();
  const [[reports], [notices], [messages]] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${commentReports.commentId})`.mapWith(Number) })
      .from(commentReports)
      .innerJoin(comments, eq(comments.id, commentReports.commentId))
      .where(sql`${commentReports.createdAt} > coalesce(${comments.reviewedAt}, '-infinity')`),
    db.select({ n: count() }).from(dmcaNotices).where(eq(dmcaNotices.status, 'new')),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
  ]);
  return { reports: reports.n, notices: notices.n, messages: messages.n };
}

/** GET /admin/overview. */
export async function getOverview(): Promise<Overview> {
  const [days, open] = await Promise.all([keptDays.get('days', loadDays), openWork()]);
  return { today: days[days.length - 1], days, currency: premiumPlans()[0].currency, open };
}
