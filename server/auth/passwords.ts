import { hash, verify } from '@node-rs/argon2';
import { checkPasswordStrength, type IdentityFields } from '@/lib/password-strength';
import { invalid } from '../core/errors';

/**
 * argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, 2 passes, 1 lane.
 * About 50 ms a hash on this class of machine.
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The server's own check: never trust that the form already did it. The same rule as the form's meter
 * (lib/password-strength.ts): 8..128 characters, not the user's own name or address, and a zxcvbn score of
 * at least 3 against the common and English dictionaries plus the user's identity fields (username, email,
 * phone, full name). Refuses with a 400 whose message is showable as is.
 */
export async function assertAcceptablePassword(password: string, identity: IdentityFields = []): Promise<void> {
  const strength = await checkPasswordStrength(password, identity);
  if (strength.problem) throw invalid(strength.problem);
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
