import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Track } from '@/lib/contracts/catalog';
import { PLAYLIST_TRACKS_MAX, type PlaylistAppend, type PlaylistDetail, type PlaylistTrack } from '@/lib/contracts/playlists';
import { mediaUrl } from '../adapters/media-storage';
import { getDb, type Db } from '../db/client';
import { mixtapes, mixtapeTracks, playlists, playlistTracks, tracks } from '../db/schema';
import { invalid } from '../core/errors';
import { toTrack, trackFields } from '../catalog/mappers';
import { inCatalog, withheldTracks } from '../catalog/release';
import { mixtapeAvailable, onAvailableMixtape, trackAvailable } from '../catalog/takedowns';
import { lockOwnPlaylist, playlistById, touchPlaylist, visiblePlaylist } from './playlist-query';

/**
 * The tracks of a playlist in its order, in the catalog's track shape: each track with the mixtape it comes from
 * (its first, when several hold it) for its link and cover, its rank in the playlist, and when it comes out (the
 * soonest release of the mixtapes holding it: until then it does not play, see docs/product.md, Catalog).
 */
async function tracksOf(db: Db, playlistId: number): Promise<PlaylistTrack[]> {
  const rows = await db
    .select(trackFields)
    .from(playlistTracks)
    .innerJoin(tracks, eq(tracks.id, playlistTracks.trackId))
    .where(and(eq(playlistTracks.playlistId, playlistId), trackAvailable, onAvailableMixtape(tracks.id)))
    .orderBy(asc(playlistTracks.position), asc(playlistTracks.createdAt));
  if (rows.length === 0) return [];
  const homes = await db
    .selectDistinctOn([mixtapeTracks.trackId], {
      trackId: mixtapeTracks.trackId,
      id: mixtapes.id,
      slug: mixtapes.slug,
      cover: mixtapes.cover,
      explicit: mixtapes.explicit,
      releaseDate: sql<Date>`min(${mixtapes.releaseDate}) over (partition by ${mixtapeTracks.trackId})`.mapWith(mixtapes.releaseDate),
    })
    .from(mixtapeTracks)
    .innerJoin(mixtapes, eq(mixtapes.id, mixtapeTracks.mixtapeId))
    .where(and(inArray(mixtapeTracks.trackId, rows.map((row) => row.id)), mixtapeAvailable))
    .orderBy(asc(mixtapeTracks.trackId), asc(mixtapeTracks.mixtapeId));
  const homeOf = new Map(homes.map((home) => [home.trackId, home]));
  return rows.map((row, index) => {
    const home = homeOf.get(row.id);
    const track = toTrack({
      ...row,
      position: index + 1,
      mixtapeId: home?.id ?? 0,
      mixtapeSlug: home?.slug ?? '',
      mixtapeCoverUrl: mediaUrl(home?.cover ?? null),
      mixtapeExplicit: home?.explicit ?? false,
    });
    return home ? { ...track, releaseDate: new Date(home.releaseDate).toISOString() } : track;
  });
}

/** GET /playlists/{id}?include=tracks: a playlist the viewer may see, with its tracks when asked. */
export async function getPlaylist(id: number, viewerId: number | null, include?: 'tracks'): Promise<PlaylistDetail> {
  const db = await getDb();
  const playlist = await visiblePlaylist(db, eq(playlists.id, id), viewerId);
  return include === 'tracks' ? { ...playlist, tracks: await tracksOf(db, id) } : playlist;
}

/** GET /playlists/find?slug=: the same, by slug, always with its tracks (the playlist page). */
export async function findPlaylist(slug: string, viewerId: number | null): Promise<PlaylistDetail> {
  const db = await getDb();
  const playlist = await visiblePlaylist(db, eq(playlists.slug, slug), viewerId);
  return { ...playlist, tracks: await tracksOf(db, playlist.id) };
}

/** The catalog's track shape, for the player's queue. */
function toQueueTrack(track: PlaylistTrack): Track {
  const queued: Partial<PlaylistTrack> = { ...track };
  delete queued.releaseDate;
  return queued as Track;
}

/**
 * GET /playlists/{id}/queue: the tracks, ready for the player, leaving out those not out yet (they would not play:
 * their streams answer 403 until then).
 */
export async function getPlaylistQueue(id: number, viewerId: number | null): Promise<Track[]> {
  const db = await getDb();
  await visiblePlaylist(db, eq(playlists.id, id), viewerId);
  const all = await tracksOf(db, id);
  const withheld = await withheldTracks(db, all.map((track) => track.id));
  return all.filter((track) => !withheld.has(track.id)).map((track) => toQueueTrack(track));
}

const unique = (ids: number[]) => [...new Set(ids)];

/** Refuses ids that name no track, naming them. */
async function assertTracksExist(db: Db, ids: number[]): Promise<void> {
  const found = new Set((await db.select({ id: tracks.id }).from(tracks).where(and(inArray(tracks.id, ids), inCatalog(tracks.id)))).map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw invalid(`No track has the id ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', ...' : ''}.`);
}

async function currentTrackIds(tx: Db, playlistId: number): Promise<number[]> {
  const rows = await tx
    .select({ trackId: playlistTracks.trackId })
    .from(playlistTracks)
    .where(eq(playlistTracks.playlistId, playlistId))
    .orderBy(asc(playlistTracks.position), asc(playlistTracks.createdAt));
  return rows.map((row) => row.trackId);
}

/** POST /playlists/{id}/tracks: appends the tracks in the order given, skipping those already there. */
export async function appendTracks(id: number, userId: number, trackIds: number[]): Promise<PlaylistAppend> {
  const db = await getDb();
  const ids = unique(trackIds);
  const added = await db.transaction(async (tx) => {
    await lockOwnPlaylist(tx, id, userId);
    await assertTracksExist(tx, ids);
    const current = await currentTrackIds(tx, id);
    const there = new Set(current);
    const fresh = ids.filter((trackId) => !there.has(trackId));
    if (current.length + fresh.length > PLAYLIST_TRACKS_MAX) {
      const room = PLAYLIST_TRACKS_MAX - current.length;
      throw invalid(`A playlist holds at most ${PLAYLIST_TRACKS_MAX} tracks: this one has room for ${room} more.`);
    }
    if (fresh.length === 0) return 0;
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${playlistTracks.position}), 0)`.mapWith(Number) })
      .from(playlistTracks)
      .where(eq(playlistTracks.playlistId, id));
    await tx.insert(playlistTracks).values(fresh.map((trackId, index) => ({ playlistId: id, trackId, position: last + index + 1 })));
    await touchPlaylist(tx, id);
    return fresh.length;
  });
  return { added, playlist: await playlistById(db, id) };
}

/** DELETE /playlists/{id}/tracks: removes the tracks named (those not there change nothing). */
export async function removeTracks(id: number, userId: number, trackIds: number[]): Promise<PlaylistDetail> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockOwnPlaylist(tx, id, userId);
    const removed = await tx
      .delete(playlistTracks)
      .where(and(eq(playlistTracks.playlistId, id), inArray(playlistTracks.trackId, unique(trackIds))))
      .returning({ trackId: playlistTracks.trackId });
    if (removed.length) await touchPlaylist(tx, id);
  });
  return { ...(await playlistById(db, id)), tracks: await tracksOf(db, id) };
}

export const REORDER_MESSAGE = 'track_ids must list every track of the playlist exactly once, in the new order.';

/** PUT /playlists/{id}/tracks: the full new order, which must name exactly the tracks the playlist holds. */
export async function reorderTracks(id: number, userId: number, trackIds: number[]): Promise<PlaylistDetail> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockOwnPlaylist(tx, id, userId);
    const current = new Set(await currentTrackIds(tx, id));
    const named = new Set(trackIds);
    if (named.size !== trackIds.length || named.size !== current.size || trackIds.some((trackId) => !current.has(trackId))) {
      throw invalid(REORDER_MESSAGE);
    }
    // One statement: each track's new position is its index in the list given.
    await tx.execute(sql`
      update ${playlistTracks} set position = ordered.position
      from (select * from unnest(${sql.raw(`ARRAY[${trackIds.map(Number).join(',')}]::int[]`)}) with ordinality as o(track_id, position)) as ordered
      where ${playlistTracks.playlistId} = ${id} and ${playlistTracks.trackId} = ordered.track_id`);
    await touchPlaylist(tx, id);
  });
  return { ...(await playlistById(db, id)), tracks: await tracksOf(db, id) };
}
