import { envLimit, type RateRule } from '../http/rate-limit';

/** Comments and replies one member may post a minute (COMMENTS_PER_MINUTE; 0 turns the limit off). */
export const commentsPerMinute = (): RateRule => ({ limit: envLimit('COMMENTS_PER_MINUTE', 5), windowSeconds: 60 });

/** Reports by different members that hide a comment pending review (COMMENT_REPORTS_TO_HIDE). */
export const reportsToHide = () => Math.max(1, envLimit('COMMENT_REPORTS_TO_HIDE', 3));
