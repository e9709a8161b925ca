import { sql } from 'drizzle-orm';
import { weekOf } from '@/lib/charts';
import type { Db } from '../db/client';
import { analyticsEvents, chartEntries, chartWeeks, mixtapes, mixtapeTracks, tracks } from '../db/schema';

// The demo's listening: its counters say the catalog was played, and the weekly charts (server/discovery/charts.ts)
// rank the plays of a week as analytics events, so the seed writes some closed weeks of them. A few thousand rows
// for the default catalog, written by one statement, the same for the same catalog and day.

/** The database in the seed's transaction. */
type Runner = Pick<Db, 'execute'>;

/** Marks the events the seed wrote, so a forced reseed takes them away with the catalog they name. */
const SEED_EVENT = 'seed-';

/**
 * Counted plays of the released tracks in each of the `weeks` weeks before `now`'s: the most played tracks (by their
 * counters) are played most, about 60/√rank times a week, shaken a little per week so the charts move; a track plays
 * only once its mixtape is out, at times spread over the week.
 */
export async function insertSeedPlays(tx: Runner, weeks: number, now: Date): Promise<void> {
  if (weeks <= 0) return;
  const thisWeek = new Date(`${weekOf(now)}T00:00:00Z`).toISOString();
  await tx.execute(sql`
    with listed as (
      select distinct on (${tracks.id}) ${tracks.id} as track_id, ${mixtapes.id} as mixtape_id, ${tracks.plays} as counter, ${mixtapes.releaseDate} as released
      from ${tracks}
      join ${mixtapeTracks} on ${mixtapeTracks.trackId} = ${tracks.id}
      join ${mixtapes} on ${mixtapes.id} = ${mixtapeTracks.mixtapeId}
      where ${mixtapes.releaseDate} < ${thisWeek}::timestamptz
      order by ${tracks.id}, ${mixtapes.id}
    ),
    ranked as (select *, row_number() over (order by counter desc, track_id) as popularity from listed),
    weeks as (select w, ${thisWeek}::timestamptz - make_interval(weeks => w) as starts from generate_series(1, ${weeks}::int) w),
    plays as (
      select r.track_id, r.mixtape_id, wk.w, n, greatest(wk.starts, r.released) as opens, wk.starts + interval '7 days' as closes
      from ranked r
      cross join weeks wk
      cross join lateral generate_series(1, floor(60 / sqrt(r.popularity + (r.track_id * 7919 + wk.w * 104729) % 17))::int) n
      where r.released < wk.starts + interval '7 days'
    ),
    timed as (select *, opens + (closes - opens) * (((track_id * 31 + n * 97 + w * 13) % 1000) / 1000.0)::float8 as at from plays)
    insert into ${analyticsEvents} (event_id, event, client_time, received_at, mixtape_id, track_id, client_key, counted)
    select ${SEED_EVENT} || w || '-' || track_id || '-' || n, 'track_play', at, at, mixtape_id, track_id, 'seed-listener-' || (n % 97), true
    from timed
    on conflict (event_id) do nothing`);
}

/** Before a forced reseed: the seed's plays and every chart name ids the new catalog gives to other items. */
export async function forgetSeedPlays(tx: Runner): Promise<void> {
  await tx.execute(sql`delete from ${analyticsEvents} where ${analyticsEvents.eventId} like ${`${SEED_EVENT}%`}`);
  await tx.execute(sql`truncate ${chartEntries}, ${chartWeeks}`);
}
