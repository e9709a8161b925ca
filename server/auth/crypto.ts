import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@/lib/contracts/auth';
import { derivedKey } from '../core/secret';

/** An opaque token for the client: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** High-entropy tokens need no salt or slow hash: sha256 makes a stolen table useless and stays indexable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/**
 * Four digits are 10,000 guesses: a plain hash would fall to a table leak in milliseconds, so codes are
 * keyed with the server secret (a database dump alone does not reveal them) and salted per row.
 */
function codeMac(salt: string, code: string): Buffer {
  return createHmac('sha256', derivedKey('code')).update(`${salt}:${code}`).digest();
}

export function hashCode(code: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}:${codeMac(salt, code).toString('base64url')}`;
}

/** A stored hash no code matches: for the answers that must look the same whether an account exists or not. */
export function decoyCodeHash(): string {
  return `${randomBytes(12).toString('base64url')}:${randomBytes(32).toString('base64url')}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, mac] = stored.split(':');
  const expected = Buffer.from(mac ?? '', 'base64url');
  const actual = codeMac(salt ?? '', code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
