import { and, eq } from 'drizzle-orm';
import type { ReminderState } from '@/lib/contracts/alerts';
import { isReleased } from '@/lib/release';
import { conflict, notFound } from '../core/errors';
import { getDb } from '../db/client';
import { mixtapes, releaseReminders } from '../db/schema';

// 'Notify me' on a Coming Soon mixtape (see docs/product.md, Notify me): one email when it is out, sent with its
// release alerts (alerts.ts). A member sees and changes only their own.

export const ALREADY_OUT_MESSAGE = 'This mixtape is already out: play it now.';

/** The mixtape's release: 404 when there is no such mixtape. */
async function releaseOf(mixtapeId: number): Promise<{ releaseDate: Date }> {
  const db = await getDb();
  const [row] = await db.select({ releaseDate: mixtapes.releaseDate }).from(mixtapes).where(eq(mixtapes.id, mixtapeId));
  if (!row) throw notFound('Mixtape not found');
  return row;
}

const mine = (userId: number, mixtapeId: number) => and(eq(releaseReminders.userId, userId), eq(releaseReminders.mixtapeId, mixtapeId));

export async function getReminder(userId: number, mixtapeId: number): Promise<ReminderState> {
  await releaseOf(mixtapeId);
  const db = await getDb();
  const [row] = await db.select({ id: releaseReminders.mixtapeId }).from(releaseReminders).where(mine(userId, mixtapeId));
  return { reminder: !!row };
}

/** Asks for the email; asking again changes nothing. 409 once the mixtape is out: there is nothing left to wait for. */
export async function addReminder(userId: number, mixtapeId: number): Promise<ReminderState> {
  if (isReleased(await releaseOf(mixtapeId))) throw conflict(ALREADY_OUT_MESSAGE);
  const db = await getDb();
  await db.insert(releaseReminders).values({ userId, mixtapeId }).onConflictDoNothing();
  return { reminder: true };
}

/** Cancels it, out or not; cancelling one that is not there is no error. */
export async function removeReminder(userId: number, mixtapeId: number): Promise<ReminderState> {
  await releaseOf(mixtapeId);
  const db = await getDb();
  await db.delete(releaseReminders).where(mine(userId, mixtapeId));
  return { reminder: false };
}
