import { and, eq, ne, sql } from 'drizzle-orm';
import { USERNAME_TAKEN_MESSAGE, phoneSchema, type Me, type PublicUser } from '@/lib/contracts/auth';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { invalid, notFound, conflict } from '../core/errors';
import { rolesOf } from './roles';

export type UserRow = typeof users.$inferSelect;

export const toPublicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  username: u.username,
  fullname: u.fullname,
  createdAt: u.createdAt.toISOString(),
});

export const toMe = (u: UserRow): Me => ({
  ...toPublicUser(u),
  roles: rolesOf(u),
  email: u.email,
  phone: u.phone,
  isPremium: u.isPremium,
  twoFactorEnabled: u.twoFactorEnabled,
  twoFactorChannel: u.twoFactorChannel,
});

/** A unique index refused the write: another account took the username, email or phone first. */
export const isUniqueViolation = (error: unknown, constraint: string) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.code ? e : e?.cause;
  return pg?.code === '23505' && (pg.constraint ?? '').includes(constraint);
};

export const byUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/** Whether another account (not `except`, the one renaming itself) has this username, in any case. */
export async function isUsernameTaken(username: string, except?: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(byUsername(username), except === undefined ? undefined : ne(users.id, except)));
  return !!row;
}

interface LoginName {
  by: 'email' | 'phone' | 'username';
  value: string;
}

/**
 * What a typed log-in names: an email, a username, or (as a convenience) the account's phone number, written the
 * one way it is compared, so every spelling of one name is the same name.
 */
export function readLoginName(login: string): LoginName {
  const value = login.trim();
  if (value.includes('@')) return { by: 'email', value: value.toLowerCase() };
  if (/^\+?[\d\s().-]{10,}$/.test(value)) {
    const phone = phoneSchema.safeParse(value.startsWith('+') ? value : `+1${value}`);
    // Not a number an account can have: as typed, it names nobody.
    return { by: 'phone', value: phone.success ? phone.data : value };
  }
  return { by: 'username', value: value.toLowerCase() };
}

export async function findUserByLogin(login: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const { by, value } = readLoginName(login);
  const [row] = await db
    .select()
    .from(users)
    .where(by === 'username' ? byUsername(value) : eq(users[by], value));
  return row;
}

export async function findUserByDestination(kind: 'email' | 'phone', value: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(users)
    .where(kind === 'email' ? eq(users.email, value) : eq(users.phone, value));
  return row;
}

export async function getUser(id: number): Promise<UserRow> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User not found');
  return row;
}

export interface MePatch {
  fullname?: string;
  username?: string;
  twoFactorEnabled?: boolean;
  twoFactorChannel?: 'sms' | 'email';
}

/**
 * Settings a user changes on their own account. A new username must be free (the sign-up rule; a change of case
 * of one's own is fine), and 2FA needs somewhere to send its codes.
 */
export async function updateMe(userId: number, patch: MePatch): Promise<Me> {
  const current = await getUser(userId);
  const next = { ...current, ...patch };
  if (next.twoFactorEnabled && next.twoFactorChannel === 'sms' && !next.phone) {
    throw invalid('Add a phone number to your account to get codes by SMS.');
  }
  if (next.twoFactorEnabled && next.twoFactorChannel === 'email' && !next.email) {
    throw invalid('Add an email address to your account to get codes by email.');
  }
  if (patch.username && (await isUsernameTaken(patch.username, userId))) throw conflict(USERNAME_TAKEN_MESSAGE);
  const db = await getDb();
  try {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return toMe(row);
  } catch (error) {
    // Taken a moment ago by another account.
    if (isUniqueViolation(error, 'username')) throw conflict(USERNAME_TAKEN_MESSAGE);
    throw error;
  }
}
