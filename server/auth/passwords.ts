import fs from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/contracts/auth';
import { badRequest } from '../http/errors';

/**
 * argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, 2 passes, 1 lane.
 * About 50 ms a hash on this class of machine.
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another one.';

/**
 * The most common leaked passwords with at least 8 characters (shorter ones already fail the length rule):
 * the entries of 8+ characters among the 20,000 most frequent of @zxcvbn-ts/language-common 4.1.3
 * (src/passwords.json, MIT), lower-cased, one a line.
 */
const COMMON_FILE = path.join(process.cwd(), 'server/auth/common-passwords.txt');
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(fs.readFileSync(COMMON_FILE, 'utf8').split('\n').filter(Boolean));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** The server's own check: never trust that the form already did it. Identity fields make weak passwords too. */
export function assertAcceptablePassword(password: string, identity: (string | null | undefined)[] = []): void {
  if (password.length < PASSWORD_MIN) throw badRequest(`Password must have at least ${PASSWORD_MIN} characters`);
  if (password.length > PASSWORD_MAX) throw badRequest(`Password must have at most ${PASSWORD_MAX} characters`);
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  const lower = password.toLowerCase();
  for (const value of identity) {
    const own = value?.toLowerCase().split('@')[0];
    if (own && own.length >= 3 && lower === own) throw badRequest('Password must not be your username, email or phone.');
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account cannot be told apart by how fast it fails. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not a real account password');
  await verifyPassword(await dummy, password);
}
