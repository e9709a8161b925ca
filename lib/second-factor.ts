// The console's second factor, as the server and the site both name it: why a call was refused for want of a
// two-factor code, in the 403's `code`, and how recent a code the most dangerous acts want. No zod here: the console's
// hooks read it on every call.

/**
 * The session never passed a second factor (a log-in with the password alone), or the act needs one passed in the last
 * SECOND_FACTOR_FRESH_MINUTES. Either way the console asks for a code (POST /admin/second-factor) and tries again.
 */
export const SECOND_FACTOR_CODES = { session: 'second_factor_needed', fresh: 'fresh_second_factor_needed' } as const;
export type SecondFactorReason = keyof typeof SECOND_FACTOR_CODES;

/** How recently the session must have passed a second factor for roles, refunds, cancellations, purges and deletions. */
export const SECOND_FACTOR_FRESH_MINUTES = 5;
