import { eq } from 'drizzle-orm';
import type { Role } from '@/lib/contracts/auth';
import { ROLE_NEEDED, rolesOf } from '../auth/roles';
import { forbidden } from '../core/errors';
import { getDb } from '../db/client';
import { users } from '../db/schema';

// Who may use the operator console: moderators (comments and members) and admins (everything, money and roles
// included), each with two-factor codes on. Every console call checks both here, on the server.

export const TWO_FACTOR_NEEDED = 'The console needs two-factor codes on your account: turn them on in Account settings.';

/** The member acting in the console, as the audit log records them. */
export interface ConsoleActor {
  id: number;
  username: string;
  roles: Role[];
  /** The address the action came from. */
  ip: string;
}

/** The caller as a console actor with `need`, or a 403 that says what is missing. */
export async function consoleActor(userId: number, ip: string, need: 'moderator' | 'admin'): Promise<ConsoleActor> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, roles: users.roles, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  const roles = row ? rolesOf(row) : [];
  if (!row || !roles.includes(need)) throw forbidden(ROLE_NEEDED[need]);
  if (!row.twoFactorEnabled) throw forbidden(TWO_FACTOR_NEEDED);
  return { id: row.id, username: row.username, roles, ip };
}

export const isAdmin = (actor: ConsoleActor) => actor.roles.includes('admin');
