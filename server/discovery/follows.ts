import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/common';
import type { FollowKind, FollowState } from '@/lib/contracts/following';
import type { Person, Podcast } from '@/lib/contracts/people';
import { countersMoved } from '../cache/catalog-cache';
import { peopleByIds } from '../catalog/people';
import { podcastsByIds } from '../catalog/podcasts';
import { getDb, type Db } from '../db/client';
import { artists, djs, followedArtists, followedDjs, followedPodcasts, podcasts } from '../db/schema';
import { notFound } from '../core/errors';
import { pageMeta } from '../core/paging';

// Following artists, DJs and podcasts (see docs/product.md, Following and alerts). Each kind has its follows table,
// and the followed one's `followers` count moves in the same transaction as the row it counts, and only when a row
// was really inserted or deleted: a second follow or unfollow, or two at once, never counts twice.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// The three follows tables have the same columns, and so do the artists' and the DJs' tables: one type serves each.
type FollowsTable = typeof followedArtists;
type FollowedTable = typeof artists;

interface KindRules {
  follows: FollowsTable;
  /** The followed ones' table; podcasts share only `id` and `followers` with people, all that is used of it. */
  followed: FollowedTable;
  missing: string;
  load: (ids: number[]) => Promise<Person[] | Podcast[]>;
}

const KINDS: Record<FollowKind, KindRules> = {
  artists: { follows: followedArtists, followed: artists, missing: 'Artist not found', load: (ids) => peopleByIds('artist', ids) },
  djs: { follows: followedDjs as unknown as FollowsTable, followed: djs as unknown as FollowedTable, missing: 'DJ not found', load: (ids) => peopleByIds('dj', ids) },
  podcasts: {
    follows: followedPodcasts as unknown as FollowsTable,
    followed: podcasts as unknown as FollowedTable,
    missing: 'Podcast not found',
    load: (ids) => podcastsByIds(ids),
  },
};

const mine = (follows: FollowsTable, userId: number, id: number) => and(eq(follows.userId, userId), eq(follows.itemId, id));

/** Its follower count, or a 404 when the id names none of this kind. */
async function followersOf(tx: Tx | Db, kind: FollowKind, id: number): Promise<number> {
  const { followed, missing } = KINDS[kind];
  const [row] = await tx.select({ followers: followed.followers }).from(followed).where(eq(followed.id, id));
  if (!row) throw notFound(missing);
  return row.followers;
}

/** Adds to (or takes from) the count, answering the new one: under the row's lock, so concurrent moves add up. */
async function moveFollowers(tx: Tx, kind: FollowKind, id: number, by: 1 | -1): Promise<number> {
  const { followed } = KINDS[kind];
  const [row] = await tx
    .update(followed)
    .set({ followers: sql`${followed.followers} + ${by}` })
    .where(eq(followed.id, id))
    .returning({ followers: followed.followers });
  return row.followers;
}

/**
 * Follows an artist, a DJ or a podcast, or unfollows it; doing it again changes nothing. The count is on every
 * catalog answer showing it, which catches up as counted plays do (see docs/api.md, Caching).
 */
export async function setFollowing(userId: number, kind: FollowKind, id: number, following: boolean): Promise<FollowState> {
  const { follows } = KINDS[kind];
  const db = await getDb();
  const { followers, moved } = await db.transaction(async (tx) => {
    const before = await followersOf(tx, kind, id);
    const changed = following
      ? await tx.insert(follows).values({ userId, itemId: id }).onConflictDoNothing().returning({ id: follows.itemId })
      : await tx.delete(follows).where(mine(follows, userId, id)).returning({ id: follows.itemId });
    if (!changed.length) return { followers: before, moved: false };
    return { followers: await moveFollowers(tx, kind, id, following ? 1 : -1), moved: true };
  });
  if (moved) countersMoved();
  return { following, followers };
}

export async function getFollowing(userId: number, kind: FollowKind, id: number): Promise<FollowState> {
  const db = await getDb();
  const { follows } = KINDS[kind];
  const [followers, [row]] = await Promise.all([followersOf(db, kind, id), db.select({ id: follows.itemId }).from(follows).where(mine(follows, userId, id))]);
  return { following: !!row, followers };
}

/** A page of the artists, DJs or podcasts the member follows, the latest followed first. */
export async function listFollowing(userId: number, kind: FollowKind, page: number, take: number): Promise<Paged<Person> | Paged<Podcast>> {
  const db = await getDb();
  const { follows, load } = KINDS[kind];
  const where = eq(follows.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: follows.itemId })
      .from(follows)
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.itemId))
      .limit(take)
      .offset((page - 1) * take),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(follows).where(where),
  ]);
  return { data: await load(rows.map((r) => r.id)), meta: pageMeta(page, take, total) } as Paged<Person> | Paged<Podcast>;
}

/**
 * A member's follows go with their account (server/account/erase.ts), inside its transaction: the rows are deleted
 * here rather than by the cascade so that each followed one's count loses exactly the follows that went. Answers how
 * many there were.
 */
export async function dropFollows(tx: Tx, userId: number): Promise<number> {
  let dropped = 0;
  for (const { follows, followed } of Object.values(KINDS)) {
    const gone = await tx.delete(follows).where(eq(follows.userId, userId)).returning({ id: follows.itemId });
    if (!gone.length) continue;
    dropped += gone.length;
    // One row per followed one (a member follows each once): a single statement for all of them.
    await tx
      .update(followed)
      .set({ followers: sql`${followed.followers} - 1` })
      .where(inArray(followed.id, gone.map((g) => g.id)));
  }
  return dropped;
}
