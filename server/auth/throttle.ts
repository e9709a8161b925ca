import type { IncomingMessage } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http/errors';
import { clientIpHash, hitRateLimit, type RateRule } from '../http/rate-limit';
import { hashToken } from './crypto';
import { loginFailPerAccount, loginFailPerIp, sendPerDestination, sendPerIp } from './limits';

const wait = (seconds: number) =>
  seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

function tooMany(message: string, retryAfter: number): HttpError {
  return new HttpError(429, message, { 'Retry-After': String(retryAfter) });
}

/** Addresses and numbers do not belong in counter keys: a digest counts them just as well. */
const digest = (value: string) => hashToken(value.toLowerCase()).slice(0, 32);

async function hitAll(rules: [string, RateRule][]): Promise<number> {
  let retryAfter = 0;
  for (const [key, rule] of rules) {
    const result = await hitRateLimit(key, rule);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfter);
  }
  return retryAfter;
}

/**
 * Every code or link sent counts against the destination (so nobody can flood one inbox) and against the
 * caller's IP (so nobody can flood many). Counted the same whether or not an account is behind the address.
 */
export async function limitSend(req: IncomingMessage, destination: string): Promise<void> {
  const ip = await hitRateLimit(`auth:send:ip:${clientIpHash(req)}`, sendPerIp());
  if (!ip.allowed) throw tooMany(`Too many codes requested. Please try again in ${wait(ip.retryAfter)}.`, ip.retryAfter);
  // One rule at a time: a send refused by the 30-second rule must not use up the hourly allowance.
  for (const [window, rule] of sendPerDestination()) {
    const result = await hitRateLimit(`auth:send:dest${window}:${digest(destination)}`, rule);
    if (!result.allowed) {
      throw tooMany(`Please wait ${wait(result.retryAfter)} before asking for another code.`, result.retryAfter);
    }
  }
}

export interface LoginAttempt {
  accountKey: string;
  ipKey: string;
}

/**
 * Counts the attempt before the password is checked, so parallel guesses cannot all slip under the limit.
 * The account key is the user id when there is one, else the typed name: the same 429 either way.
 */
export async function startLoginAttempt(req: IncomingMessage, login: string, userId?: number): Promise<LoginAttempt> {
  const attempt = {
    accountKey: `auth:login:acct:${userId ?? digest(login.trim())}`,
    ipKey: `auth:login:ip:${clientIpHash(req)}`,
  };
  const retryAfter = await hitAll([
    [attempt.accountKey, loginFailPerAccount()],
    [attempt.ipKey, loginFailPerIp()],
  ]);
  if (retryAfter) {
    throw tooMany(`Too many failed log-in attempts. Please try again in ${wait(retryAfter)}.`, retryAfter);
  }
  return attempt;
}

/** A good password clears the account's count and takes this attempt back off the IP's. */
export async function loginSucceeded(attempt: LoginAttempt): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, attempt.accountKey));
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, attempt.ipKey));
}
