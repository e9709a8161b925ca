import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Track } from '@/lib/contracts/catalog';
import type { RadioBatch, RadioQuery } from '@/lib/contracts/telemetry';
import { mediaUrl } from '../adapters/media-storage';
import { toTrack, trackColumns } from '../catalog/mappers';
import { releasedBy } from '../catalog/release';
import { mixtapeAvailable, trackAvailable } from '../catalog/takedowns';
import { getDb } from '../db/client';
import { mixtapes, mixtapeTracks, radioSessionTracks, tracks } from '../db/schema';
import { pickBatch, trackWeight, type Candidate } from './sample';
import { openSession, saveSession, type Tx } from './sessions';

/** A select over the tracks' places on mixtapes, with the track and the mixtape joined. */
const placements = <Q extends PgSelect>(query: Q) =>
  query.innerJoin(mixtapes, eq(mixtapes.id, mixtapeTracks.mixtapeId)).innerJoin(tracks, eq(tracks.id, mixtapeTracks.trackId));

/** Every released track of the site not yet served in this session's cycle, with its weight: small rows only. */
async function candidates(tx: Tx, sessionId: string, site: string, now: Date): Promise<Candidate[]> {
  const columns = { trackId: mixtapeTracks.trackId, mixtapeId: mixtapeTracks.mixtapeId, mixtapePlays: mixtapes.plays, trackPlays: tracks.plays, releaseDate: mixtapes.releaseDate };
  const rows = await placements(tx.select(columns).from(mixtapeTracks).$dynamic()).where(
    and(
      eq(mixtapes.site, site),
      releasedBy(now),
      mixtapeAvailable,
      trackAvailable,
      sql`not exists (select 1 from ${radioSessionTracks} s where s.session_id = ${sessionId} and s.track_id = ${mixtapeTracks.trackId})`,
    ),
  );
  return rows.map((r) => ({ trackId: r.trackId, mixtapeId: r.mixtapeId, weight: trackWeight(r, now) }));
}

/** The picked tracks in the catalog's Track shape, in the order they were picked. */
async function trackRows(tx: Tx, picks: Candidate[]): Promise<Track[]> {
  if (!picks.length) return [];
  const columns = { ...trackColumns, mixtapeId: mixtapes.id, mixtapeSlug: mixtapes.slug, mixtapeCover: mixtapes.cover, mixtapeExplicit: mixtapes.explicit };
  const rows = await placements(tx.select(columns).from(mixtapeTracks).$dynamic()).where(inArray(mixtapeTracks.trackId, picks.map((p) => p.trackId)));
  const byPair = new Map(rows.map((r) => [`${r.mixtapeId}:${r.id}`, r]));
  return picks.flatMap((p) => {
    const row = byPair.get(`${p.mixtapeId}:${p.trackId}`);
    return row ? [toTrack({ ...row, mixtapeCoverUrl: mediaUrl(row.mixtapeCover) })] : [];
  });
}

/**
 * The next radio batch for a session: weighted to popular and recent mixtapes, never a track already served in
 * this cycle. When every track has been heard the session starts a new cycle (leaving out the batch just played,
 * so the seam does not repeat) instead of running dry. `random` is injectable for tests.
 */
export async function nextRadioBatch(query: RadioQuery, random: () => number = Math.random): Promise<RadioBatch> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const now = new Date();
    const session = await openSession(tx, query.session, query.site);
    let pool = await candidates(tx, session.id, session.site, now);
    if (!pool.length) {
      await tx.delete(radioSessionTracks).where(eq(radioSessionTracks.sessionId, session.id));
      pool = await candidates(tx, session.id, session.site, now);
      // An empty catalog is no new cycle: the answer is just an empty batch.
      if (pool.length) session.cycle++;
      const fresh = pool.filter((c) => !session.lastBatch.includes(c.trackId));
      if (fresh.length) pool = fresh;
    }
    const picks = pickBatch(pool, query.take, random);
    if (picks.length) {
      await tx
        .insert(radioSessionTracks)
        .values(picks.map((p) => ({ sessionId: session.id, trackId: p.trackId })))
        .onConflictDoNothing();
    }
    session.lastBatch = picks.map((p) => p.trackId);
    await saveSession(tx, session);
    return { session: session.id, cycle: session.cycle, data: await trackRows(tx, picks) };
  });
}
