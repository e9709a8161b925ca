import { tooMany } from '../core/errors';
import { envLimit, hitRateLimit, type RateRule } from '../db/rate-limit';

/** Comments and replies one member may post a minute (COMMENTS_PER_MINUTE; 0 turns the limit off). */
export const commentsPerMinute = (): RateRule => ({ limit: envLimit('COMMENTS_PER_MINUTE', 5), windowSeconds: 60 });

/** Likes one member may give or take back a minute (COMMENT_LIKES_PER_MINUTE; 0 turns the limit off). */
export const commentLikesPerMinute = (): RateRule => ({ limit: envLimit('COMMENT_LIKES_PER_MINUTE', 30), windowSeconds: 60 });

/** Reports by different members that hide a comment pending review (COMMENT_REPORTS_TO_HIDE). */
export const reportsToHide = () => Math.max(1, envLimit('COMMENT_REPORTS_TO_HIDE', 3));

export const tooFastMessage = (doing: string, seconds: number) => `You are ${doing} too fast. Please wait ${seconds} s and try again.`;

/**
 * Counts one of a member's actions under its rule, in the database so every process shares the count. Past the
 * rule, a 429 with Retry-After that says what to slow down (`doing`: "commenting").
 */
export async function countMemberAction(key: string, rule: RateRule, doing: string): Promise<void> {
  const rate = await hitRateLimit(key, rule);
  if (!rate.allowed) throw tooMany(tooFastMessage(doing, rate.retryAfter), rate.retryAfter);
}
