import { hitRateLimit, peekRateLimit } from '../db/rate-limit';
import { deliverInBackground } from './delivery';
import { recoveryGuessesPerNumber } from './limits';
import { recoveryPausedMessage } from './messages';
import { tooMany } from '../core/errors';
import { digest, takeBackHit, wait } from './throttle';
import { getUser } from './users';
import type { Verification } from './verifications';

const recoveryPausedAnswer = (retryAfter: number) =>
  `Too many wrong codes were entered for this number, so password recovery for it is paused. Please try again in ${wait(retryAfter)}.`;

const paused = (retryAfter: number) => tooMany(recoveryPausedAnswer(retryAfter), retryAfter);
const keyOf = (phone: string) => `auth:recover:guesses:${digest(phone)}`;

/** A paused number gets no new code either: the pause holds the same whether or not an account has the number. */
export async function assertRecoveryOpen(phone: string): Promise<void> {
  const standing = await peekRateLimit(keyOf(phone), recoveryGuessesPerNumber());
  if (!standing.allowed) throw paused(standing.retryAfter);
}

/** After the answer, so neither it nor its timing shows that an account has the number. */
function tellOwnerInBackground(userId: number, retryAfter: number): void {
  const message = recoveryPausedMessage(wait(retryAfter));
  getUser(userId)
    .then((user) => {
      if (user.email) deliverInBackground('email', user.email, message);
      else if (user.phone) deliverInBackground('sms', user.phone, message);
    })
    .catch(() => undefined);
}

/**
 * Runs one check of a recovery code within its number's daily allowance (see limits.ts), across all its codes
 * and every IP. The try is counted before the check, so parallel guesses cannot slip past the allowance, and
 * given back when the code was right. The try that uses up the allowance tells the owner, once.
 */
export async function withinRecoveryGuesses<T>(row: Verification, check: () => Promise<T>): Promise<T> {
  const rule = recoveryGuessesPerNumber();
  const key = keyOf(row.destination ?? '');
  const claim = await hitRateLimit(key, rule);
  if (!claim.allowed) throw paused(claim.retryAfter);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (row.userId && rule.limit > 0 && claim.hits === rule.limit) tellOwnerInBackground(row.userId, claim.retryAfter);
    throw error;
  }
  await takeBackHit([key]);
  return result;
}
