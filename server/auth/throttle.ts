import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { loginFailures, rateLimits } from '../db/schema';
import { tooMany } from '../core/errors';
import { ipHash, type Requester } from '../core/requester';
import { hitRateLimit, type RateRule } from '../db/rate-limit';
import { hashToken } from './crypto';
import { readLoginName } from './users';
import {
  LOGIN_FAILURE_MEMORY_SECONDS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_DELAY_SECONDS,
  accountChangesPerIp,
  codeChecksPerIp,
  codeChecksPerTarget,
  loginCodeSends,
  loginFailPerIp,
  loginFailPerName,
  sendPerDestination,
  sendPerIp,
} from './limits';

export const wait = (seconds: number) =>
  seconds === 1
    ? '1 second'
    : seconds < 90
      ? `${seconds} seconds`
      : seconds < 90 * 60
        ? `${Math.ceil(seconds / 60)} minutes`
        : `${Math.ceil(seconds / 3600)} hours`;

/** Addresses and numbers do not belong in counter keys: a digest counts them just as well. */
export const digest = (value: string) => hashToken(value.toLowerCase()).slice(0, 32);

async function hitAll(rules: [string, RateRule][]): Promise<number> {
  let retryAfter = 0;
  for (const [key, rule] of rules) {
    const result = await hitRateLimit(key, rule);
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfter);
  }
  return retryAfter;
}

/** Every message sent counts against the caller's IP (so nobody can flood many inboxes), then against `budget`. */
async function spendSendBudget(requester: Requester, budget: [string, RateRule][]): Promise<void> {
  const ip = await hitRateLimit(`auth:send:ip:${ipHash(requester)}`, sendPerIp());
  if (!ip.allowed) throw tooMany(`Too many codes requested. Please try again in ${wait(ip.retryAfter)}.`, ip.retryAfter);
  // One rule at a time: a send refused by the 30-second rule must not use up the hourly allowance.
  for (const [key, rule] of budget) {
    const result = await hitRateLimit(key, rule);
    if (!result.allowed) {
      throw tooMany(`Please wait ${wait(result.retryAfter)} before asking for another code.`, result.retryAfter);
    }
  }
}

/**
 * A code or link for `purpose` counts against the destination's budget for that purpose (so nobody can flood one
 * inbox, nor spend what another purpose needs). Counted the same whether or not an account is behind the address.
 */
export function limitSend(requester: Requester, purpose: 'signup' | 'recover' | 'contact', destination: string): Promise<void> {
  const budget = sendPerDestination().map(([window, rule]): [string, RateRule] => [`auth:send:dest${window}:${purpose}:${digest(destination)}`, rule]);
  return spendSendBudget(requester, budget);
}

/**
 * A two-factor code: of a log-in that proved its password, or of a logged-in session passing a second factor (the
 * console's). Per pending step and per account (one budget for both kinds), never per address.
 */
export function limitTwoFactorCodeSend(requester: Requester, pendingStepId: number, userId: number): Promise<void> {
  const { perLogIn, perAccount } = loginCodeSends();
  return spendSendBudget(requester, [
    [`auth:send:login:step:${pendingStepId}`, perLogIn],
    [`auth:send:login:acct:${userId}`, perAccount],
  ]);
}

export interface LoginAttempt {
  pairKey: string;
  nameKey: string;
  ipKey: string;
}

interface PairClaim {
  allowed: boolean;
  /** Failures of this pair before this attempt, when allowed. */
  failedBefore: number;
  retryAfter: number;
}

/**
 * Takes a try for an (account, IP) pair when its wait is over, counting it as a failure at once, so parallel
 * guesses cannot all slip through before one is judged; a success takes it back. One statement: the upsert only
 * happens when the pair is free to try.
 */
async function claimPairAttempt(key: string): Promise<PairClaim> {
  const db = await getDb();
  const t = loginFailures;
  const stale = sql`${t.lastFailedAt} <= now() - make_interval(secs => ${LOGIN_FAILURE_MEMORY_SECONDS})`;
  const delay = sql`case when ${t.failures} < ${LOGIN_FREE_FAILURES} then 0
    else least(${LOGIN_MAX_DELAY_SECONDS}, power(2, ${t.failures} - ${LOGIN_FREE_FAILURES})) end`;
  const waitUntil = sql`${t.lastFailedAt} + make_interval(secs => ${delay})`;
  const [claimed] = await db
    .insert(t)
    .values({ key, failures: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: sql`case when ${stale} then 1 else ${t.failures} + 1 end`, lastFailedAt: sql`now()` },
      setWhere: sql`${stale} or ${waitUntil} <= now()`,
    })
    .returning({ failures: t.failures });
  if (claimed) return { allowed: true, failedBefore: claimed.failures - 1, retryAfter: 0 };
  const [waiting] = await db
    .select({ seconds: sql<number>`extract(epoch from (${waitUntil} - now()))`.mapWith(Number) })
    .from(t)
    .where(eq(t.key, key));
  return { allowed: false, failedBefore: 0, retryAfter: Math.max(1, Math.ceil(waiting?.seconds ?? 1)) };
}

const loginRefused = (retryAfter: number) =>
  tooMany(`Too many failed log-in attempts. Please try again in ${wait(retryAfter)}.`, retryAfter);

/**
 * Counts the attempt before the password is checked. The key is the name as typed (in its one spelling), never
 * the account behind it: throttled by account, a 429 for an email after failures with a username would tell they
 * are one account, and keys told apart by existence would tell which names exist. See limits.ts for the rules.
 */
export async function startLoginAttempt(requester: Requester, login: string): Promise<LoginAttempt> {
  const name = digest(readLoginName(login).value);
  const ip = ipHash(requester);
  const attempt = {
    pairKey: `auth:login:pair:${name}:${ip}`,
    nameKey: `auth:login:name:${name}`,
    ipKey: `auth:login:ip:${ip}`,
  };
  const pair = await claimPairAttempt(attempt.pairKey);
  if (!pair.allowed) throw loginRefused(pair.retryAfter);
  const ipHits = await hitRateLimit(attempt.ipKey, loginFailPerIp());
  if (!ipHits.allowed) throw loginRefused(ipHits.retryAfter);
  const nameHits = await hitRateLimit(attempt.nameKey, loginFailPerName());
  // Past the name's ceiling only IPs past their own free failures are turned away: an owner who mistyped once
  // still gets in, however many strangers failed elsewhere, and a spread-out guesser gets a few tries per IP.
  if (!nameHits.allowed && pair.failedBefore >= LOGIN_FREE_FAILURES) throw loginRefused(nameHits.retryAfter);
  return attempt;
}

/** Takes one hit back off each counter: an attempt counted up front that turned out to be the owner's. */
export async function takeBackHit(keys: string[]): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(inArray(rateLimits.key, keys));
}

/** A good password clears the pair and takes this attempt back off the name's and the IP's counts. */
export async function loginSucceeded(attempt: LoginAttempt): Promise<void> {
  const db = await getDb();
  await db.delete(loginFailures).where(eq(loginFailures.key, attempt.pairKey));
  await takeBackHit([attempt.nameKey, attempt.ipKey]);
}

/**
 * Every check of a code (sign-up, 2FA, recovery) counts against its target (the address, number or pending
 * step) and the caller's IP: each code dies after a few wrong tries anyway, and this caps how fast new ones can
 * be tried. Counted the same whether or not an account is behind the target.
 */
export async function limitCodeCheck(requester: Requester, target: string): Promise<void> {
  const retryAfter = await hitAll([
    [`auth:check:ip:${ipHash(requester)}`, codeChecksPerIp()],
    [`auth:check:target:${digest(target)}`, codeChecksPerTarget()],
  ]);
  if (retryAfter) throw tooMany(`Too many tries. Please try again in ${wait(retryAfter)}.`, retryAfter);
}

/** Accounts created or passwords reset from one IP. */
export async function limitAccountChange(requester: Requester): Promise<void> {
  const result = await hitRateLimit(`auth:change:ip:${ipHash(requester)}`, accountChangesPerIp());
  if (!result.allowed) {
    throw tooMany(`Too many requests. Please try again in ${wait(result.retryAfter)}.`, result.retryAfter);
  }
}
