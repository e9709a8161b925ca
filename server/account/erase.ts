import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { deleteAccountSchema } from '@/lib/contracts/account';
import { countersMoved } from '../cache/catalog-cache';
import { withCookies, type WithCookies } from '../core/cookies';
import type { Requester } from '../core/requester';
import { getDb, type Db } from '../db/client';
import { analyticsEvents, clientLogs, commentLikes, comments, mixtapes, mixtapeVotes, outboxMessages, playlists, users, verifications } from '../db/schema';
import type { AuthUser } from '../auth/sessions';
import { refreshCookie } from '../auth/credentials';
import { getUser, type UserRow } from '../auth/users';
import { dropFollows } from '../discovery/follows';
import { dropCover } from '../playlists/playlist-cover';
import { endSubscription } from '../payments/premium';
import { PASSWORD_WRONG_MESSAGE, proveOwner } from './owner';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Everything of a member, in one transaction; answers the playlist covers to remove from the media store once it
 * is committed. What goes (see docs/product.md, Account settings):
 *
 * - The users row, and with it, by ON DELETE CASCADE on their user_id: sessions (and their refresh tokens),
 *   pending codes and links, playlists (their track lists, and other members' favorites of them), favorites,
 *   votes, history, the playback state kept for their other devices (server/library/playback.ts), and comments
 *   (with the replies, likes and reports they drew). A new table holding a member's things (comments, say) needs
 *   only the same foreign key, `references(() => users.id, { onDelete: 'cascade' })`, to go with them; if its rows
 *   move counters, take those back here as the votes' are.
 * - The votes' share of the mixtapes' like and dislike counters, so the counters still agree with the votes; the
 *   same for their likes of other members' comments, and for their follows in the followers counts of the artists,
 *   DJs and podcasts they followed.
 * - Their user id on analytics events and client logs, which stay as anonymous records: play counts do not
 *   move, as a guest's plays would not.
 * - Codes and messages sent to their email or phone that name no account (a sign-up begun again, the outbox).
 * - Their purchases, invoices and payment customer row (cascade); a running subscription is ended with the
 *   provider before any of this (deleteAccount), whose own records of the payments stay with it.
 */
async function eraseMember(tx: Tx, user: UserRow): Promise<{ covers: string[]; countersMoved: boolean }> {
  const covers = await tx.select({ cover: playlists.cover }).from(playlists).where(eq(playlists.userId, user.id));
  const votes = await tx
    .update(mixtapes)
    .set({
      likes: sql`${mixtapes.likes} - (${mixtapeVotes.vote} = 'like')::int`,
      dislikes: sql`${mixtapes.dislikes} - (${mixtapeVotes.vote} = 'dislike')::int`,
      votes: sql`${mixtapes.votes} - 1`,
    })
    .from(mixtapeVotes)
    .where(and(eq(mixtapeVotes.mixtapeId, mixtapes.id), eq(mixtapeVotes.userId, user.id)))
    .returning({ id: mixtapes.id });
  // Their likes of other members' comments leave those comments' counts, as an unlike would.
  await tx
    .update(comments)
    .set({ likes: sql`${comments.likes} - 1` })
    .from(commentLikes)
    .where(and(eq(commentLikes.commentId, comments.id), eq(commentLikes.userId, user.id)));
  const follows = await dropFollows(tx, user.id);
  await tx.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, user.id));
  await tx.update(clientLogs).set({ userId: null }).where(eq(clientLogs.userId, user.id));
  const addresses = [user.email, user.phone].filter((a): a is string => !!a);
  if (addresses.length) {
    await tx.delete(verifications).where(inArray(verifications.destination, addresses));
    await tx.delete(outboxMessages).where(inArray(outboxMessages.to, addresses));
  }
  await tx.delete(users).where(eq(users.id, user.id));
  return { covers: covers.map((c) => c.cover).filter((c): c is string => !!c), countersMoved: votes.length > 0 || follows > 0 };
}

/** v3 DELETE /users/me: with the account's password, the member and everything of theirs goes, and they are logged out. */
export async function deleteAccount(requester: Requester, caller: AuthUser, input: z.infer<typeof deleteAccountSchema>): Promise<WithCookies<undefined>> {
  const user = await getUser(caller.id);
  await proveOwner(requester, user, input.password, PASSWORD_WRONG_MESSAGE);
  // The provider would go on charging the card of an account that no longer exists: premium ends first, and a
  // provider that cannot be reached leaves the account as it was.
  await endSubscription(user.id);
  const erased = await (await getDb()).transaction((tx) => eraseMember(tx, user));
  for (const cover of erased.covers) await dropCover(cover);
  // The mixtapes' stats and the followers counts are on every catalog answer that shows them.
  if (erased.countersMoved) countersMoved();
  return withCookies(undefined, refreshCookie(null));
}
