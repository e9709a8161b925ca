import { and, eq } from 'drizzle-orm';
import { SECOND_FACTOR_FRESH_MINUTES } from '@/lib/second-factor';
import { ROLE_NEEDED, rolesOf } from '../auth/roles';
import { passedLately, secondFactorRefusal } from '../auth/second-factor';
import type { AuthUser } from '../auth/sessions';
import { forbidden } from '../core/errors';
import { getDb } from '../db/client';
import { sessions, users } from '../db/schema';
import type { ConsoleActor } from './audit';

// Who may use the operator console: moderators (comments and members) and admins (everything, money and roles
// included), each with two-factor codes on, from a session that passed a second factor: a log-in with a code, or a
// code asked for since (server/auth/second-factor.ts). The acts that hand out power or money or cannot be undone want one
// passed in the last few minutes. Every console call checks all of it here, on the server (see docs/product.md, The
// console).

export const TWO_FACTOR_NEEDED = 'The console needs two-factor codes on your account: turn them on in Account settings.';
export const SECOND_FACTOR_NEEDED = 'You logged in without a two-factor code. Enter the code we send you to use the console.';
export const FRESH_CODE_NEEDED = `This action needs a two-factor code from the last ${SECOND_FACTOR_FRESH_MINUTES} minutes. Enter the code we send you to go on.`;

export type { ConsoleActor } from './audit';

/**
 * What a call asks of the session's second factor: `passed` (every console call), `fresh` (passed in the last
 * SECOND_FACTOR_FRESH_MINUTES: roles, refunds, purges). Asking for a code, which is how a session passes one, is not a
 * console call (server/auth/second-factor.ts).
 */
export type SecondFactorNeed = 'passed' | 'fresh';

/** The caller as a console actor with `need`, from a session that meets `secondFactor`, or a 403 that says what is missing. */
export async function consoleActor(caller: AuthUser, ip: string, need: 'moderator' | 'admin', secondFactor: SecondFactorNeed = 'passed'): Promise<ConsoleActor> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      roles: users.roles,
      twoFactorEnabled: users.twoFactorEnabled,
      secondFactorAt: sessions.secondFactorAt,
    })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.id, caller.sessionId), eq(sessions.userId, users.id)))
    .where(eq(users.id, caller.id));
  const roles = row ? rolesOf(row) : [];
  if (!row || !roles.includes(need)) throw forbidden(ROLE_NEEDED[need]);
  if (!row.twoFactorEnabled) throw forbidden(TWO_FACTOR_NEEDED);
  if (!row.secondFactorAt) throw secondFactorRefusal('session', SECOND_FACTOR_NEEDED);
  if (secondFactor === 'fresh' && !passedLately(row.secondFactorAt)) throw secondFactorRefusal('fresh', FRESH_CODE_NEEDED);
  return { id: row.id, username: row.username, roles, ip };
}

export const isAdmin = (actor: ConsoleActor) => actor.roles.includes('admin');
