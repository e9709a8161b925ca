import { sql } from 'drizzle-orm';
import { config } from '../core/config';
import type { Db } from '../db/client';
import { analyticsEvents, episodes, history, mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { HISTORY_REPEAT_MINUTES } from '../library/history';
import type { Reporter } from './identity';
import type { CheckedEvent } from './validate-events';

/** The database, or a transaction on it: what runs the one statement. */
type Runner = Pick<Db, 'execute'>;

/** Advisory lock key serializing counter updates (any constant no other code takes). */
const COUNTERS_LOCK = 7_340_001;

/**
 * One listener's plays of one track (or one podcast episode) count once in this window: replays, reloads or a script
 * cannot inflate plays.
 */
export const PLAY_REPEAT_SECONDS = 30;

/** An event with who reported it: batches of several listeners are stored together (see ingest.ts). */
export interface ReportedEvent {
  event: CheckedEvent;
  who: Reporter;
}

/**
 * Stores a batch and bumps the counters of the events that were new, in one statement, which also writes a
 * member's counted plays to their history (once per track within HISTORY_REPEAT_MINUTES). Returns the events that
 * were new (the first of any that share an event_id); a known event_id (a client retry) is skipped and counts
 * nothing.
 *
 * Counters: track_play adds to tracks.plays and to the plays of the mixtape it names, or of every mixtape holding
 * the track when it names none (the player sends Track.mixtapeId; the fallback serves older clients);
 * track_download adds to tracks.downloads; mixtape_view and mixtape_download to the mixtape's views and
 * downloads. episode_play adds to the episode's plays (a podcast's plays are its episodes'). A completion moves no
 * counter: it is kept for analysis. A play of a track or an episode the same listener (the user, or the client's IP
 * hash for guests) already had counted in the last PLAY_REPEAT_SECONDS is stored with counted = false and moves
 * nothing; the batch-wide lock (or, on PGlite, one statement at a time) makes that check see every earlier batch.
 *
 * The rows travel as one JSON parameter: on PGlite that measured several times faster than a thousand bound
 * parameters, and both drivers pass it the same way.
 */
export async function storeEvents(db: Db, events: ReportedEvent[]): Promise<Set<ReportedEvent>> {
  // On PostgreSQL, concurrent batches update the same popular rows in whatever order their joins produce, and
  // deadlocked on that under load (each costing a one-second deadlock_timeout). One lock taken first orders them;
  // the statement is a few milliseconds, so batches still pass at thousands of events a second. Embedded PGlite
  // has one connection and runs one statement at a time, so there the statement is alone already, and runs
  // without the transaction's three more round trips to the database thread.
  const stored = new Set(
    config.databaseUrl
      ? await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${COUNTERS_LOCK})`);
          return insertAndCount(tx, events);
        })
      : await insertAndCount(db, events),
  );
  const first = new Map<string, ReportedEvent>();
  for (const reported of events) if (!first.has(reported.event.eventId)) first.set(reported.event.eventId, reported);
  return new Set([...stored].map((eventId) => first.get(eventId)!));
}

/** A listener: the user when signed in (any device), else the client's IP hash. */
const listenerOf = (who: Reporter) => (who.userId !== null ? `user:${who.userId}` : `key:${who.clientKey}`);

/** What a play is of: a track, or a podcast episode (separate sequences of ids); null for other events. */
function playedItem(e: CheckedEvent): string | null {
  if (e.event === 'track_play' && e.trackId !== null) return `track:${e.trackId}`;
  if (e.event === 'episode_play' && e.episodeId !== null) return `episode:${e.episodeId}`;
  return null;
}

/** Within one batch, only each listener's first play of each track or episode may count. */
function firstPlays(events: ReportedEvent[]): Set<ReportedEvent> {
  const seen = new Set<string>();
  return new Set(
    events.filter(({ event: e, who }) => {
      const item = playedItem(e);
      const key = `${listenerOf(who)}:${item}`;
      if (item === null || seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}

async function insertAndCount(tx: Runner, events: ReportedEvent[]): Promise<string[]> {
  const first = firstPlays(events);
  const rows = events.map((reported) => {
    const e = reported.event;
    return {
      event_id: e.eventId,
      event: e.event,
      client_time: e.clientTime.toISOString(),
      user_id: reported.who.userId,
      client_key: reported.who.clientKey,
      mixtape_id: e.mixtapeId,
      track_id: e.trackId,
      episode_id: e.episodeId,
      percentage: e.percentage,
      extra: e.extra,
      first_play: first.has(reported),
    };
  });
  const result = await tx.execute(sql`
    with ins as (
      insert into ${analyticsEvents} (event_id, event, client_time, user_id, mixtape_id, track_id, episode_id, percentage, extra, client_key, counted)
      select r.event_id, r.event, r.client_time, r.user_id, r.mixtape_id, r.track_id, r.episode_id, r.percentage, r.extra, r.client_key,
        case r.event
          when 'track_play' then r.first_play and not exists (
            select 1 from ${analyticsEvents} p
            where p.track_id = r.track_id and p.event = 'track_play' and p.counted
              and (p.user_id = r.user_id or (r.user_id is null and p.user_id is null and p.client_key = r.client_key))
              and p.received_at > now() - make_interval(secs => ${PLAY_REPEAT_SECONDS})
          )
          when 'episode_play' then r.first_play and not exists (
            select 1 from ${analyticsEvents} p
            where p.episode_id = r.episode_id and p.episode_id is not null and p.event = 'episode_play' and p.counted
              and (p.user_id = r.user_id or (r.user_id is null and p.user_id is null and p.client_key = r.client_key))
              and p.received_at > now() - make_interval(secs => ${PLAY_REPEAT_SECONDS})
          )
          else true
        end
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(event_id text, event text, client_time timestamptz, user_id int, client_key text, mixtape_id int, track_id int,
          episode_id int, percentage real, extra jsonb, first_play boolean)
      on conflict (event_id) do nothing
      returning event_id, event, user_id, mixtape_id, track_id, episode_id, counted
    ),
    moved as (select * from ins where counted),
    track_delta as (
      select track_id as id,
        count(*) filter (where event = 'track_play') as plays,
        count(*) filter (where event = 'track_download') as downloads
      from moved where event in ('track_play', 'track_download')
      group by track_id
    ),
    mixtape_hit as (
      select mixtape_id, event from moved
      where mixtape_id is not null and event in ('track_play', 'mixtape_view', 'mixtape_download')
      union all
      select mt.mixtape_id, moved.event from moved join ${mixtapeTracks} mt on mt.track_id = moved.track_id
      where moved.event = 'track_play' and moved.mixtape_id is null
    ),
    mixtape_delta as (
      select mixtape_id as id,
        count(*) filter (where event = 'track_play') as plays,
        count(*) filter (where event = 'mixtape_view') as views,
        count(*) filter (where event = 'mixtape_download') as downloads
      from mixtape_hit
      group by mixtape_id
    ),
    track_update as (
      update ${tracks} set plays = ${tracks.plays} + d.plays, downloads = ${tracks.downloads} + d.downloads
      from track_delta d where ${tracks.id} = d.id
    ),
    episode_delta as (
      select episode_id as id, count(*) as plays from moved where event = 'episode_play' group by episode_id
    ),
    episode_update as (
      update ${episodes} set plays = ${episodes.plays} + d.plays from episode_delta d where ${episodes.id} = d.id
    ),
    mixtape_update as (
      update ${mixtapes}
      set plays = ${mixtapes.plays} + d.plays, views = ${mixtapes.views} + d.views, downloads = ${mixtapes.downloads} + d.downloads
      from mixtape_delta d where ${mixtapes.id} = d.id
    ),
    history_play as (
      insert into ${history} (user_id, action, item_type, item_id)
      select distinct moved.user_id, 'play', 'track', moved.track_id from moved
      where moved.event = 'track_play' and moved.user_id is not null
        and not exists (
          select 1 from ${history} h
          where h.user_id = moved.user_id and h.action = 'play' and h.item_type = 'track' and h.item_id = moved.track_id
            and h.created_at > now() - make_interval(mins => ${HISTORY_REPEAT_MINUTES})
        )
    )
    select event_id from ins`);
  // node-postgres and PGlite both answer raw queries with `rows`; the shared Db type cannot say so.
  return (result as unknown as { rows: { event_id: string }[] }).rows.map((row) => row.event_id);
}
