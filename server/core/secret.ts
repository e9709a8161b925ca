import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { config, settings } from './config';
import { unavailable } from './errors';
import { logger } from './logger';

const MIN_SECRET_LENGTH = 32;
let cached: { dir: string; secret: Buffer } | undefined;

/**
 * The embedded default keeps a generated secret beside its database, so tokens survive restarts without any
 * setup. `wx` makes the first process to get there the only writer; mode 0600 keeps other users out.
 */
function fileSecret(dir: string): Buffer {
  const file = path.join(dir, 'auth-secret');
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim());
}

/**
 * AUTH_SECRET when set. Without it: a PostgreSQL deployment in production may run several processes that
 * must share one key, so it is required there; everywhere else the key lives in DATA_DIR/auth-secret.
 */
export function authSecret(): Buffer {
  const fromEnv = settings().AUTH_SECRET;
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH) {
      logger.error(`AUTH_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
      throw unavailable('Sign-in is not configured on this server.');
    }
    return Buffer.from(fromEnv);
  }
  if (config.isProduction && config.databaseUrl) {
    logger.error('AUTH_SECRET is required in production with DATABASE_URL');
    throw unavailable('Sign-in is not configured on this server.');
  }
  const dir = config.dataDir;
  if (cached?.dir !== dir) cached = { dir, secret: fileSecret(dir) };
  return cached.secret;
}

/**
 * Checked at start: a production server on PostgreSQL is one of any number of instances sharing the database, and
 * one that signed with a secret of its own would refuse the sessions, links and webhooks the others sign. It
 * refuses to start without AUTH_SECRET (every request needing it would fail anyway); whoever starts it reads why.
 */
export function assertSharedSecret(): void {
  if (!config.isProduction || !config.databaseUrl) return;
  if ((settings().AUTH_SECRET ?? '').length >= MIN_SECRET_LENGTH) return;
  throw new Error(
    `AUTH_SECRET (${MIN_SECRET_LENGTH} characters or more) is required in production with DATABASE_URL: every instance on one database must sign sessions, links and webhooks with the same secret.`,
  );
}

/** A key for one use (JWT signing, code hashing), so one use can never stand in for another. */
export function derivedKey(purpose: string): Buffer {
  return createHmac('sha256', authSecret()).update(`mixtape-auth:${purpose}`).digest();
}

/** The HMAC of `text` under the key of `purpose`, base64url: what a signed link carries (a download, an unsubscribe). */
export const signature = (purpose: string, text: string): string => createHmac('sha256', derivedKey(purpose)).update(text).digest('base64url');

/** Whether `given` is the signature of `text` for `purpose`, compared in constant time. */
export function isSignature(purpose: string, text: string, given: string): boolean {
  const expected = Buffer.from(signature(purpose, text));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
