import { envLimit, type RateRule } from '../http/rate-limit';

/** Lifetimes and limits of the account flows in one place, so the docs and the tests can point at them. */
export const CODE_TTL_MINUTES = 10;
/** Wrong tries a code survives; the next try is refused even with the right code, and a new code is needed. */
export const CODE_MAX_ATTEMPTS = 5;
/** signup_token: from a verified code to the Account Setup dialog being submitted. */
export const SIGNUP_TOKEN_TTL_MINUTES = 30;
/** The 2FA token of a log-in waiting for its code. */
export const LOGIN_2FA_TTL_MINUTES = 10;
export const RESET_TTL_MINUTES = 60;

const rule = (name: string, limit: number, windowSeconds: number): RateRule => ({
  limit: envLimit(name, limit),
  windowSeconds,
});

/** Messages to one address or number: one per 30 s, five per hour. */
export const sendPerDestination = (): [string, RateRule][] => [
  ['30', rule('AUTH_SEND_PER_30S', 1, 30)],
  ['3600', rule('AUTH_SEND_PER_HOUR', 5, 3600)],
];
/** Messages triggered from one IP address, to any destination. */
export const sendPerIp = () => rule('AUTH_SEND_PER_IP_HOUR', 20, 3600);
/** Failed log-ins against one account (known or not), and from one IP address. */
export const loginFailPerAccount = () => rule('AUTH_LOGIN_FAILS_PER_ACCOUNT', 5, 15 * 60);
export const loginFailPerIp = () => rule('AUTH_LOGIN_FAILS_PER_IP', 30, 15 * 60);
/** Username availability look-ups from one IP address. */
export const usernameChecksPerIp = () => rule('AUTH_USERNAME_CHECKS_PER_MIN', 60, 60);
