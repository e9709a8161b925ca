import { eq } from 'drizzle-orm';
import { ROLES, type GrantedRole, type Role } from '@/lib/contracts/auth';
import { config } from '../core/config';
import { forbidden } from '../core/errors';
import { getDb } from '../db/client';
import { users } from '../db/schema';

// Every account is a member; an admin grants `creator` (the studio), `moderator` (comments and members in the
// console) and `admin`; the confirmed emails listed in ADMIN_EMAILS are admins by configuration (every email on an
// account was confirmed with a code). An admin may do everything a creator and a moderator may.

/** What may still be needed of the account's row to know its roles. */
type RoleFacts = Pick<typeof users.$inferSelect, 'email' | 'roles'>;

export function rolesOf(user: RoleFacts): Role[] {
  const granted = new Set(user.roles);
  if (user.email && config.adminEmails.has(user.email.toLowerCase())) granted.add('admin');
  if (granted.has('admin')) {
    granted.add('creator');
    granted.add('moderator');
  }
  return ROLES.filter((role) => role === 'member' || granted.has(role));
}

export const ROLE_NEEDED: Record<GrantedRole, string> = {
  creator: 'Publishing is for creators: ask the site’s team to open the studio for your account.',
  moderator: 'This is for the site’s moderators.',
  admin: 'This is for the site’s admins.',
};

/** Throws 403 unless the account has `role` (an account that is gone has none). */
export async function assertRole(userId: number, role: GrantedRole): Promise<void> {
  const db = await getDb();
  const [row] = await db.select({ email: users.email, roles: users.roles }).from(users).where(eq(users.id, userId));
  if (!row || !rolesOf(row).includes(role)) throw forbidden(ROLE_NEEDED[role]);
}
