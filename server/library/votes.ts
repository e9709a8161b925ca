import { and, desc, eq, sql } from 'drizzle-orm';
import type { Mixtape } from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import type { Vote, VoteChoice, VoteState } from '@/lib/contracts/library';
import { mixtapesByIds } from '../catalog/by-ids';
import { countersMoved } from '../cache/catalog-cache';
import { getDb } from '../db/client';
import { mixtapes, mixtapeVotes } from '../db/schema';
import { notFound } from '../core/errors';
import { pageMeta } from '../core/paging';

// Likes and dislikes (see docs/product.md, Your library): one vote per member and mixtape, and the mixtape's
// counters move with it, so that likes, dislikes and votes (their sum) always agree with the votes stored.

const MISSING = 'Mixtape not found';
const mine = (userId: number, mixtapeId: number) => and(eq(mixtapeVotes.userId, userId), eq(mixtapeVotes.mixtapeId, mixtapeId));
const delta = (vote: Vote, before: Vote | null, after: Vote | null) => Number(after === vote) - Number(before === vote);

/**
 * Sets the member's vote ('none' takes it back) and moves the counters by the difference, in one transaction
 * that first locks the mixtape's row: concurrent votes of one member are applied one after the other, each
 * seeing the vote the previous one left, so nothing is ever counted twice.
 */
export async function castVote(userId: number, mixtapeId: number, choice: VoteChoice): Promise<VoteState> {
  const db = await getDb();
  const { state, moved } = await db.transaction(async (tx) => {
    const [mixtape] = await tx.select({ id: mixtapes.id }).from(mixtapes).where(eq(mixtapes.id, mixtapeId)).for('update');
    if (!mixtape) throw notFound(MISSING);
    const [old] = await tx.select({ vote: mixtapeVotes.vote }).from(mixtapeVotes).where(mine(userId, mixtapeId));
    const before = old?.vote ?? null;
    const after = choice === 'none' ? null : choice;
    if (after === null) await tx.delete(mixtapeVotes).where(mine(userId, mixtapeId));
    else if (after !== before) {
      await tx
        .insert(mixtapeVotes)
        .values({ userId, mixtapeId, vote: after })
        .onConflictDoUpdate({ target: [mixtapeVotes.userId, mixtapeVotes.mixtapeId], set: { vote: after, updatedAt: sql`now()` } });
    }
    const likes = delta('like', before, after);
    const dislikes = delta('dislike', before, after);
    const [counts] = await tx
      .update(mixtapes)
      .set({
        likes: sql`${mixtapes.likes} + ${likes}`,
        dislikes: sql`${mixtapes.dislikes} + ${dislikes}`,
        votes: sql`${mixtapes.likes} + ${likes} + ${mixtapes.dislikes} + ${dislikes}`,
      })
      .where(eq(mixtapes.id, mixtapeId))
      .returning({ likes: mixtapes.likes, dislikes: mixtapes.dislikes });
    return { state: { ...counts, vote: after }, moved: likes !== 0 || dislikes !== 0 };
  });
  // The mixtape's stats are on every catalog answer that shows it.
  if (moved) countersMoved();
  return state;
}

/** The counts, and the caller's vote (null for a guest). */
export async function getVote(userId: number | null, mixtapeId: number): Promise<VoteState> {
  const db = await getDb();
  const [counts] = await db.select({ likes: mixtapes.likes, dislikes: mixtapes.dislikes }).from(mixtapes).where(eq(mixtapes.id, mixtapeId));
  if (!counts) throw notFound(MISSING);
  if (userId === null) return { ...counts, vote: null };
  const [own] = await db.select({ vote: mixtapeVotes.vote }).from(mixtapeVotes).where(mine(userId, mixtapeId));
  return { ...counts, vote: own?.vote ?? null };
}

/** The mixtapes a member liked (or disliked), newest vote first. */
export async function listVoted(userId: number, vote: Vote, page: number, take: number): Promise<Paged<Mixtape>> {
  const db = await getDb();
  const where = and(eq(mixtapeVotes.userId, userId), eq(mixtapeVotes.vote, vote));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: mixtapeVotes.mixtapeId })
      .from(mixtapeVotes)
      .where(where)
      .orderBy(desc(mixtapeVotes.updatedAt), desc(mixtapeVotes.mixtapeId))
      .limit(take)
      .offset((page - 1) * take),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(mixtapeVotes).where(where),
  ]);
  return { data: await mixtapesByIds(rows.map((r) => r.id)), meta: pageMeta(page, take, total) };
}
