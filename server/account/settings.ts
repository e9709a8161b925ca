import type { Requester } from '../core/requester';
import type { MePatch } from '@/lib/contracts/account';
import type { Me } from '@/lib/contracts/auth';
import type { AuthUser } from '../auth/sessions';
import { assertCanDeliver } from '../auth/delivery';
import { twoFactorOffMessage } from '../auth/messages';
import { assertFreshSecondFactor } from '../auth/second-factor';
import { getUser, updateMe } from '../auth/users';
import { sendNotice, twoFactorRecipient } from './notices';
import { CURRENT_PASSWORD_WRONG_MESSAGE, proveOwner } from './owner';

/**
 * v3 PATCH /users/me. Name and username as they are; two-factor settings only with the current password, so an
 * access token alone cannot turn codes off, and turning them off is told where the codes went. On a team account,
 * turning codes off or moving them to another channel also wants a recent code from where they go now (see
 * docs/product.md, Account settings).
 */
export async function changeSettings(requester: Requester, caller: AuthUser, input: MePatch): Promise<Me> {
  const { current_password: password, ...patch } = input;
  const user = await getUser(caller.id);
  if (patch.twoFactorEnabled !== undefined || patch.twoFactorChannel !== undefined) {
    // The contract asks for the password with these; an empty one is simply wrong.
    await proveOwner(requester, user, password ?? '', CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  const turningOff = user.twoFactorEnabled && patch.twoFactorEnabled === false;
  const movingCodes = patch.twoFactorChannel !== undefined && patch.twoFactorChannel !== user.twoFactorChannel;
  if (turningOff || movingCodes) await assertFreshSecondFactor(caller, user);
  const notice = turningOff ? twoFactorRecipient(user) : null;
  if (notice) assertCanDeliver(notice.channel);
  const me = await updateMe(user.id, patch);
  if (notice) await sendNotice(notice, twoFactorOffMessage(user.username));
  return me;
}
