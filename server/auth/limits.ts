import type { LimitName } from '../core/config';
import { envLimit, type RateRule } from '../db/rate-limit';

/** Lifetimes and limits of the account flows in one place, so the docs and the tests can point at them. */
export const CODE_TTL_MINUTES = 10;
/** Wrong tries a code survives; the next try is refused even with the right code, and a new code is needed. */
export const CODE_MAX_ATTEMPTS = 5;
/** signup_token: from a verified code to the Account Setup dialog being submitted. */
export const SIGNUP_TOKEN_TTL_MINUTES = 30;
/** The 2FA token of a log-in waiting for its code. */
export const LOGIN_2FA_TTL_MINUTES = 10;
export const RESET_TTL_MINUTES = 60;
/** A session's pending second factor (the console's): codes asked for within it replace one another. */
export const SECOND_FACTOR_STEP_TTL_MINUTES = 30;
/** The link that undoes a change of email or phone, sent to the old one. */
export const UNDO_CHANGE_TTL_DAYS = 7;

const rule = (name: LimitName, limit: number, windowSeconds: number): RateRule => ({
  limit: envLimit(name, limit),
  windowSeconds,
});

/**
 * Messages to one address or number for one purpose (sign-up, recovery, a new email or phone): one per 30 s, five
 * per hour. Each purpose has its own budget, so requests anyone can make for an address never use up another's.
 */
export const sendPerDestination = (): [string, RateRule][] => [
  ['30', rule('AUTH_SEND_PER_30S', 1, 30)],
  ['3600', rule('AUTH_SEND_PER_HOUR', 5, 3600)],
];
/**
 * Two-factor codes, of a log-in or of a session passing a second factor for the console: one per 30 s for each
 * pending step, ten an hour per account for both kinds. Only someone who typed the password, or holds a session, can
 * ask for one, so nothing a stranger can trigger (recovery, sign-up) touches this budget.
 */
export const loginCodeSends = (): { perLogIn: RateRule; perAccount: RateRule } => ({
  perLogIn: rule('AUTH_LOGIN_CODES_PER_30S', 1, 30),
  perAccount: rule('AUTH_LOGIN_CODES_PER_HOUR', 10, 3600),
});
/** Messages triggered from one IP address, to any destination. */
export const sendPerIp = () => rule('AUTH_SEND_PER_IP_HOUR', 20, 3600);
/**
 * Log-in throttling (OWASP ASVS 2.2.1), per name as typed (a username, email or phone, in any spelling): failures
 * of one name from one IP are free up to LOGIN_FREE_FAILURES, then each makes that pair wait twice as long, up to
 * LOGIN_MAX_DELAY_SECONDS. The name-wide ceiling stops a spread-out guesser but refuses only IPs past their own
 * free failures, so strangers' failures elsewhere never lock the owner out; the per-IP ceiling is high, so one
 * office behind one address is not blocked by a colleague.
 */
export const LOGIN_FREE_FAILURES = 3;
export const LOGIN_MAX_DELAY_SECONDS = 15 * 60;
/** A pair's failures are forgotten this long after its last one. */
export const LOGIN_FAILURE_MEMORY_SECONDS = 3600;
export const loginFailPerName = () => rule('AUTH_LOGIN_FAILS_PER_ACCOUNT_HOUR', 100, 3600);
export const loginFailPerIp = () => rule('AUTH_LOGIN_FAILS_PER_IP_HOUR', 300, 3600);
/** Code checks (sign-up, 2FA, recovery) per destination or pending step, and per IP. */
export const codeChecksPerTarget = () => rule('AUTH_CODE_CHECKS_PER_15MIN', 10, 15 * 60);
export const codeChecksPerIp = () => rule('AUTH_CODE_CHECKS_PER_IP_15MIN', 60, 15 * 60);
/**
 * Recovery code tries that did not succeed, per phone number a day, across all its codes and every IP: then
 * recovery of that number pauses until the day is over. Ten tries at 4 digits are a 0.1% chance a day.
 */
export const recoveryGuessesPerNumber = () => rule('AUTH_RECOVERY_WRONG_CODES_PER_DAY', 10, 24 * 3600);
/** Accounts created and passwords reset from one IP. */
export const accountChangesPerIp = () => rule('AUTH_ACCOUNT_CHANGES_PER_IP_HOUR', 20, 3600);
/** Username availability look-ups from one IP address. */
export const usernameChecksPerIp = () => rule('AUTH_USERNAME_CHECKS_PER_MIN', 60, 60);
