import { eq, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@/lib/contracts/auth';
import { config } from '../core/config';
import { forbidden, notFound } from '../core/errors';
import { getDb } from '../db/client';
import { users } from '../db/schema';

// Every account is a member; an admin grants `creator` (the studio) and `admin`; the confirmed emails listed in
// ADMIN_EMAILS are admins by configuration (every email on an account was confirmed with a code). An admin may
// do everything a creator may.

/** What may still be needed of the account's row to know its roles. */
type RoleFacts = Pick<typeof users.$inferSelect, 'email' | 'roles'>;

export function rolesOf(user: RoleFacts): Role[] {
  const granted = new Set(user.roles);
  if (user.email && config.adminEmails.has(user.email.toLowerCase())) granted.add('admin');
  if (granted.has('admin')) granted.add('creator');
  return ROLES.filter((role) => role === 'member' || granted.has(role));
}

const ROLE_NEEDED: Record<Exclude<Role, 'member'>, string> = {
  creator: 'Publishing is for creators: ask the site’s team to open the studio for your account.',
  admin: 'This is for the site’s admins.',
};

/** Throws 403 unless the account has `role` (an account that is gone has none). */
export async function assertRole(userId: number, role: Exclude<Role, 'member'>): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ email: users.email, roles: users.roles }).from(users).where(eq(users.id, userId));
  if (!row || !rolesOf(row).includes(role)) throw forbidden(ROLE_NEEDED[role]);
}

/** An admin grants or removes `role` of an account; answers the account's roles now. */
export async function grantRole(adminId: number, userId: number, role: 'creator' | 'admin', grant: boolean) {
  await assertRole(adminId, 'admin');
  const db = await getDb();
  const change = grant ? sql`array_append(array_remove(${users.roles}, ${role}), ${role})` : sql`array_remove(${users.roles}, ${role})`;
  const [row] = await db
    .update(users)
    .set({ roles: change, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, username: users.username, email: users.email, roles: users.roles });
  if (!row) throw notFound('User not found');
  return { id: row.id, username: row.username, roles: rolesOf(row) };
}
