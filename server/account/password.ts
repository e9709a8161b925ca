import { eq } from 'drizzle-orm';
import type { Requester } from '../core/requester';
import type { z } from 'zod';
import type { changePasswordSchema } from '@/lib/contracts/account';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import type { AuthUser } from '../auth/sessions';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { getUser } from '../auth/users';
import { closePasswordSteps } from '../auth/verifications';
import { CURRENT_PASSWORD_WRONG_MESSAGE, proveOwner } from './owner';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Your other devices have been logged out.';

/**
 * v3 POST /users/me/password. The current password first, then the sign-up rule for the new one. The new hash,
 * every other session ended and every step begun with the old password closed are one transaction; the session
 * asking stays, so the member carries on where they are.
 */
export async function changePassword(requester: Requester, caller: AuthUser, input: z.infer<typeof changePasswordSchema>): Promise<{ message: string }> {
  const user = await getUser(caller.id);
  await proveOwner(requester, user, input.current, CURRENT_PASSWORD_WRONG_MESSAGE);
  await assertAcceptablePassword(input.password, [user.username, user.fullname, user.email, user.phone]);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeUserSessions(user.id, 'password changed', tx, caller.sessionId);
    await closePasswordSteps(tx, user.id);
  });
  return { message: PASSWORD_CHANGED_MESSAGE };
}
