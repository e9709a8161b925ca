import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { CHARTS, weekOf, type ChartKind, type Movement } from '@/lib/charts';
import type { Chart } from '@/lib/contracts/charts';
import { formatDate } from '@/lib/format';
import { invalidateCatalog } from '../cache/catalog-cache';
import { mixtapesByIds, tracksByIds } from '../catalog/by-ids';
import { mixtapeAvailable, onAvailableMixtape, trackAvailable } from '../catalog/takedowns';
import { notFound } from '../core/errors';
import { getDb } from '../db/client';
import { analyticsEvents, chartEntries, chartWeeks, mixtapes, mixtapeTracks, tracks } from '../db/schema';

// The weekly Top 50s (see docs/product.md, Charts): a closed week's counted plays ranked once, then never changed.
// The weekly job (chart-jobs.ts) computes each week at the start of the next, and at every start the weeks missed.

/** Entries of a chart. */
const CHART_SIZE = 50;
/** The weeks an answer lists for its picker: a year of them. */
const WEEKS_LISTED = 52;
/** How far back a start catches up on weeks never computed: older ones stay without a chart. */
const CATCH_UP_WEEKS = 8;

const WEEK_MS = 7 * 86_400_000;
const startOf = (week: string) => new Date(`${week}T00:00:00Z`);
const weeksAfter = (week: string, count: number) => new Date(startOf(week).getTime() + count * WEEK_MS).toISOString().slice(0, 10);

/** The Monday of the last week that has closed by `now`. */
export const lastClosedWeek = (now: Date) => weeksAfter(weekOf(now), -1);

/** A counted play received in the week: `e` is the event. */
const countedPlayIn = (week: string) =>
  sql`e.event = 'track_play' and e.counted and e.received_at >= ${startOf(week).toISOString()}::timestamptz and e.received_at < ${startOf(weeksAfter(week, 1)).toISOString()}::timestamptz`;

/**
 * Each item's counted plays of the week, as `plays (item_id, plays)`, and which of them may chart, as `eligible`.
 * A mixtape's are the plays reported from it, and a play reported without a mixtape (older clients) is every holding
 * mixtape's, as the counters count them (server/telemetry/store-events.ts). Taken down, or gone from the catalog
 * (a track on no mixtape that is still up), an item does not chart.
 */
function weekPlays(chart: ChartKind, week: string): { plays: SQL; eligible: SQL } {
  const inWeek = countedPlayIn(week);
  if (chart === 'tracks') {
    return {
      plays: sql`select e.track_id as item_id, count(*)::int as plays from ${analyticsEvents} e where ${inWeek} and e.track_id is not null group by e.track_id`,
      eligible: sql`join ${tracks} on ${tracks.id} = p.item_id where ${trackAvailable} and ${onAvailableMixtape(tracks.id)}`,
    };
  }
  return {
    plays: sql`select hit.mixtape_id as item_id, count(*)::int as plays from (
        select e.mixtape_id from ${analyticsEvents} e where ${inWeek} and e.mixtape_id is not null
        union all
        select mt.mixtape_id from ${analyticsEvents} e join ${mixtapeTracks} mt on mt.track_id = e.track_id where ${inWeek} and e.mixtape_id is null
      ) hit group by hit.mixtape_id`,
    eligible: sql`join ${mixtapes} on ${mixtapes.id} = p.item_id where ${mixtapeAvailable}`,
  };
}

/**
 * Writes the chart of a closed week, once: the week's row is claimed first (a row already there, or one another
 * process is writing, leaves this call nothing to do), then its entries go in the same transaction. Ties go to the
 * lower id. Answers whether this call wrote it.
 */
export async function computeChart(chart: ChartKind, week: string, now = new Date()): Promise<boolean> {
  if (weekOf(startOf(week)) !== week) throw new Error(`${week} is not a Monday`);
  if (weeksAfter(week, 1) > weekOf(now)) throw new Error(`The week of ${week} has not closed yet`);
  const { plays, eligible } = weekPlays(chart, week);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(chartWeeks).values({ chart, week }).onConflictDoNothing().returning({ week: chartWeeks.week });
    if (!claimed.length) return false;
    // Weeks on the chart and the peak run on from last week's entry; an item back after a week off starts again.
    await tx.execute(sql`
      with plays as (${plays}),
      ranked as (
        select p.item_id, p.plays, (row_number() over (order by p.plays desc, p.item_id))::int as rank
        from plays p ${eligible}
        order by rank
        limit ${CHART_SIZE}
      )
      insert into ${chartEntries} (chart, week, rank, item_id, plays, previous_rank, weeks_on_chart, peak_rank)
      select ${chart}, ${week}::date, r.rank, r.item_id, r.plays, prev.rank, coalesce(prev.weeks_on_chart, 0) + 1, least(r.rank, coalesce(prev.peak_rank, r.rank))
      from ranked r
      left join ${chartEntries} prev on prev.chart = ${chart} and prev.week = ${weeksAfter(week, -1)}::date and prev.item_id = r.item_id`);
    return true;
  });
}

/** Of the weeks from `from` to `to` (Mondays), the first with a counted play, or null. */
async function firstWeekPlayed(from: string, to: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ week: sql<string | null>`(date_trunc('week', min(${analyticsEvents.receivedAt}) at time zone 'UTC'))::date::text` })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.event, 'track_play'), eq(analyticsEvents.counted, true), gte(analyticsEvents.receivedAt, startOf(from)), lt(analyticsEvents.receivedAt, startOf(weeksAfter(to, 1)))));
  return row?.week ?? null;
}

async function newestWeek(chart: ChartKind): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ week: chartWeeks.week }).from(chartWeeks).where(eq(chartWeeks.chart, chart)).orderBy(desc(chartWeeks.week)).limit(1);
  return row?.week ?? null;
}

/**
 * Computes the closed weeks that have no chart yet, oldest first (each chart carries on from the week before): those
 * after the newest chart, going back at most CATCH_UP_WEEKS. Before the first chart of all, it starts at the first
 * of those weeks with a counted play, and computes nothing while there is none, unless `weekJustClosed` (the Monday
 * job): a week without plays is a chart too, an empty one. Answers the charts written, as `chart week`.
 */
export async function updateCharts(now = new Date(), { weekJustClosed = false } = {}): Promise<string[]> {
  const last = lastClosedWeek(now);
  const oldest = weeksAfter(last, 1 - CATCH_UP_WEEKS);
  const written: string[] = [];
  let firstPlayed: Promise<string | null> | undefined;
  for (const chart of CHARTS) {
    const newest = await newestWeek(chart);
    let from: string | null;
    if (newest) from = newest >= oldest ? weeksAfter(newest, 1) : oldest;
    else from = (await (firstPlayed ??= firstWeekPlayed(oldest, last))) ?? (weekJustClosed ? last : null);
    for (let week = from; week !== null && week <= last; week = weeksAfter(week, 1)) {
      if (await computeChart(chart, week, now)) written.push(`${chart} ${week}`);
    }
  }
  // The latest chart is what a request without a week shows: the kept answers must not keep the one before.
  if (written.length) invalidateCatalog();
  return written;
}

const movementOf = (rank: number, previousRank: number | null): Movement =>
  previousRank === null ? 'new' : previousRank > rank ? 'up' : previousRank < rank ? 'down' : 'same';

/**
 * A week's chart (by its Monday), or the latest when no week is given: its entries with their items as the lists
 * show them, and the weeks that have a chart. An item taken down since is left out where it stood (its rank stays
 * empty). A week without a chart is a 404; before the first chart of all, the latest is empty with no week.
 */
export async function getChart(chart: ChartKind, week?: string): Promise<Chart> {
  const db = await getDb();
  const listed = await db.select({ week: chartWeeks.week }).from(chartWeeks).where(eq(chartWeeks.chart, chart)).orderBy(desc(chartWeeks.week)).limit(WEEKS_LISTED);
  const weeks = listed.map((row) => row.week);
  const shown = week ?? weeks[0];
  if (!shown) return { chart, week: null, weeks, entries: [] };
  if (!weeks.includes(shown)) {
    const [computed] = await db.select({ week: chartWeeks.week }).from(chartWeeks).where(and(eq(chartWeeks.chart, chart), eq(chartWeeks.week, shown)));
    if (!computed) throw notFound(`No chart for the week of ${formatDate(shown)}.`);
  }
  const rows = await db.select().from(chartEntries).where(and(eq(chartEntries.chart, chart), eq(chartEntries.week, shown))).orderBy(asc(chartEntries.rank));
  const ids = rows.map((row) => row.itemId);
  const entry = (row: (typeof rows)[number]) => ({
    rank: row.rank,
    plays: row.plays,
    previousRank: row.previousRank,
    weeksOnChart: row.weeksOnChart,
    peakRank: row.peakRank,
    movement: movementOf(row.rank, row.previousRank),
  });
  if (chart === 'mixtapes') {
    const found = new Map((await mixtapesByIds(ids)).map((mixtape) => [mixtape.id, mixtape]));
    return { chart, week: shown, weeks, entries: rows.flatMap((row) => (found.has(row.itemId) ? [{ ...entry(row), mixtape: found.get(row.itemId)! }] : [])) };
  }
  const found = new Map((await tracksByIds(ids)).map((track) => [track.id, track]));
  return { chart, week: shown, weeks, entries: rows.flatMap((row) => (found.has(row.itemId) ? [{ ...entry(row), track: found.get(row.itemId)! }] : [])) };
}
