import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Track } from '@/lib/contracts/catalog';
import { PLAYBACK_FRESH_HOURS, type PlaybackAnswer, type PlaybackBody, type PlaybackRef, type SavedPlayback } from '@/lib/contracts/playback';
import { tracksByIds } from '../catalog/by-ids';
import { episodeTracksByIds } from '../catalog/podcasts';
import { withheldTracks } from '../catalog/release';
import { getDb } from '../db/client';
import { playbackStates } from '../db/schema';

// Pick up on another device (see docs/product.md, Player and queue): one row per member, the last save of any of
// their devices, by the server's clock. A device that is taken over learns it from the answer to its next save.

type Row = typeof playbackStates.$inferSelect;

/** Saves made before this are no longer offered, and no longer hold playback for their device. */
const freshSince = () => sql`now() - make_interval(hours => ${PLAYBACK_FRESH_HOURS})`;

const stateOf = (row: Row) => ({
  index: row.index,
  position: row.positionSeconds,
  device_id: row.deviceId,
  device_name: row.deviceName,
  playing: row.playing,
  updated_at: row.updatedAt.toISOString(),
});

const saved = (row: Row): SavedPlayback => ({ items: row.items, ...stateOf(row) });

/**
 * PUT /users/me/playback. The save goes over what the server holds, last write wins, unless another device plays
 * there now (it saved, playing, within the day): then only a take-over goes over it (the listener started playback
 * on this device), and any other save changes nothing and answers that device's state, so this one stops. One
 * statement: the row's lock decides between two devices saving at once.
 */
export async function savePlayback(userId: number, body: PlaybackBody): Promise<{ state: SavedPlayback }> {
  const db = await getDb();
  const row = {
    items: body.items,
    index: body.index,
    positionSeconds: body.position,
    deviceId: body.device_id,
    deviceName: body.device_name,
    playing: body.playing,
    updatedAt: sql`now()`,
  };
  const mayGoOver = body.take_over
    ? undefined
    : or(eq(playbackStates.deviceId, body.device_id), eq(playbackStates.playing, false), lte(playbackStates.updatedAt, freshSince()));
  const [written] = await db
    .insert(playbackStates)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: playbackStates.userId, set: row, setWhere: mayGoOver })
    .returning();
  if (written) return { state: saved(written) };
  const [held] = await db.select().from(playbackStates).where(eq(playbackStates.userId, userId));
  // Cleared between the two statements (DELETE from another device): nothing holds playback now.
  return held ? { state: saved(held) } : savePlayback(userId, body);
}

const refKey = (type: PlaybackRef['type'], id: number) => `${type}:${id}`;

/**
 * The saved items as the player takes them, in their order, with undefined for each that no longer plays: an id
 * the catalog no longer has, a track taken down (or on no mixtape that is not) or whose mixtapes are all still to
 * come, as a playlist's queue leaves them out (server/playlists/playlist-tracks.ts).
 */
async function playableItems(refs: PlaybackRef[]): Promise<(Track | undefined)[]> {
  const ids = (type: PlaybackRef['type']) => refs.filter((ref) => ref.type === type).map((ref) => ref.id);
  const [trackList, episodeList] = await Promise.all([tracksByIds(ids('track')), episodeTracksByIds(ids('episode'))]);
  const notOut = await withheldTracks(await getDb(), trackList.map((track) => track.id));
  const found = new Map<string, Track>([
    ...trackList.filter((track) => !notOut.has(track.id)).map((track): [string, Track] => [refKey('track', track.id), track]),
    // An episode queues under its id negated (lib/episode-track.ts).
    ...episodeList.map((episode): [string, Track] => [refKey('episode', -episode.id), episode]),
  ]);
  return refs.map((ref) => found.get(refKey(ref.type, ref.id)));
}

/**
 * GET /users/me/playback: the member's last save of the day, if any, with its items as tracks. What no longer plays
 * is left out and `index` follows the current item; when the current item itself went, the state starts at the top
 * (index 0, position 0: the position was into the item that went).
 */
export async function getPlayback(userId: number): Promise<PlaybackAnswer> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(playbackStates)
    .where(and(eq(playbackStates.userId, userId), gt(playbackStates.updatedAt, freshSince())));
  if (!row) return { state: null };
  const resolved = await playableItems(row.items);
  const current = resolved[row.index];
  const items = resolved.filter((item): item is Track => item !== undefined);
  return {
    state: {
      ...stateOf(row),
      items,
      index: current ? items.indexOf(current) : 0,
      position: current ? row.positionSeconds : 0,
    },
  };
}

/** DELETE /users/me/playback: the member declined to pick it up; nothing is offered until a device saves again. */
export async function clearPlayback(userId: number): Promise<void> {
  const db = await getDb();
  await db.delete(playbackStates).where(eq(playbackStates.userId, userId));
}
