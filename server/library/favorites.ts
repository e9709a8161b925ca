import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/common';
import type { FavoriteKind, FavoriteState } from '@/lib/contracts/library';
import { mixtapesByIds, tracksByIds } from '../catalog/by-ids';
import { getDb } from '../db/client';
import { favoriteMixtapes, favoritePlaylists, favoriteTracks, mixtapes, playlists, tracks } from '../db/schema';
import { notFound } from '../core/errors';
import { pageMeta } from '../core/paging';
import { playlistsByIds, visibleTo } from '../playlists/playlist-query';

// A member's favorites, one mechanism over the three kinds (see docs/product.md, Your library): each kind names
// its table, what makes an id one the member may keep, and how its items are loaded.

// The three tables have the same columns: one type serves them all.
type FavoriteTable = typeof favoriteTracks;

interface KindRules {
  table: FavoriteTable;
  missing: string;
  /** The ids among the items the member may see: SQL over `id`. */
  visible: (userId: number, id: SQL | number) => SQL;
  load: (ids: number[], userId: number) => Promise<{ id: number }[]>;
}

const exists = (table: typeof tracks | typeof mixtapes, id: SQL | number) => sql`exists (select 1 from ${table} where ${table.id} = ${id})`;

const KINDS: Record<FavoriteKind, KindRules> = {
  tracks: { table: favoriteTracks, missing: 'Track not found', visible: (_, id) => exists(tracks, id), load: (ids) => tracksByIds(ids) },
  mixtapes: { table: favoriteMixtapes as unknown as FavoriteTable, missing: 'Mixtape not found', visible: (_, id) => exists(mixtapes, id), load: (ids) => mixtapesByIds(ids) },
  playlists: {
    table: favoritePlaylists as unknown as FavoriteTable,
    missing: 'Playlist not found',
    // A favorite playlist its owner made private stays in the table, but out of sight, like any private playlist.
    visible: (userId, id) => sql`exists (select 1 from ${playlists} where ${playlists.id} = ${id} and ${visibleTo(userId)})`,
    load: async (ids, userId) => playlistsByIds(await getDb(), ids, userId),
  },
};

/** 404 unless `id` is an item of this kind the member may see. */
async function assertVisible(userId: number, kind: FavoriteKind, id: number): Promise<void> {
  const db = await getDb();
  const rules = KINDS[kind];
  const result = await db.execute(sql`select ${rules.visible(userId, id)} as ok`);
  // node-postgres and PGlite both answer raw queries with `rows`; the shared Db type cannot say so.
  const [row] = (result as unknown as { rows: { ok: boolean }[] }).rows;
  if (!row?.ok) throw notFound(rules.missing);
}

const mine = (table: FavoriteTable, userId: number, id: number) => and(eq(table.userId, userId), eq(table.itemId, id));

/** Adds a favorite; adding it again changes nothing (one row at most). */
export async function addFavorite(userId: number, kind: FavoriteKind, id: number): Promise<FavoriteState> {
  await assertVisible(userId, kind, id);
  const db = await getDb();
  await db.insert(KINDS[kind].table).values({ userId, itemId: id }).onConflictDoNothing();
  return { favorite: true };
}

/** Removes a favorite; removing one that is not there is no error. */
export async function removeFavorite(userId: number, kind: FavoriteKind, id: number): Promise<FavoriteState> {
  await assertVisible(userId, kind, id);
  const db = await getDb();
  const table = KINDS[kind].table;
  await db.delete(table).where(mine(table, userId, id));
  return { favorite: false };
}

export async function isFavorite(userId: number, kind: FavoriteKind, id: number): Promise<FavoriteState> {
  await assertVisible(userId, kind, id);
  const db = await getDb();
  const table = KINDS[kind].table;
  const [row] = await db.select({ id: table.itemId }).from(table).where(mine(table, userId, id));
  return { favorite: !!row };
}

/** A page of the member's favorites of one kind, newest first. */
export async function listFavorites(userId: number, kind: FavoriteKind, page: number, take: number): Promise<Paged<{ id: number }>> {
  const db = await getDb();
  const { table, visible, load } = KINDS[kind];
  const where = and(eq(table.userId, userId), visible(userId, sql`${table.itemId}`));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: table.itemId })
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.itemId))
      .limit(take)
      .offset((page - 1) * take),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(table).where(where),
  ]);
  return { data: await load(rows.map((r) => r.id), userId), meta: pageMeta(page, take, total) };
}
