import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_IDENTITY_MESSAGE, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_WEAK_MESSAGE } from './contracts/auth';

/**
 * One password-strength rule for the server and the site: @zxcvbn-ts/core 4 with the common and English
 * dictionaries. Both load through dynamic import() on first use, so the dictionaries (hundreds of KB) land
 * in a chunk of their own and never in a page's first-load JavaScript; only this small module is static.
 *
 * The threshold is zxcvbn's score 3 (at least 10^8 guesses), not 2. Score 2 (10^6..10^8) only holds off
 * online guessing, which our rate limits already slow down; what a password must survive is a leaked
 * table of argon2id hashes, zxcvbn's "offline, slow hash" case, for which 3 is its "safely unguessable"
 * grade. Score 2 still lets through patterns every cracking list tries early (`Summer2024!`,
 * `hiphop4life`, a name plus a year), while any passphrase of three ordinary words reaches 3 or 4.
 */
export const MIN_PASSWORD_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
export type PasswordStrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  score: PasswordScore;
  label: PasswordStrengthLabel;
  /** Whether the server accepts it: length, not the user's own name or address, score >= MIN_PASSWORD_SCORE. */
  acceptable: boolean;
  /** Why it is refused, showable as is; undefined when acceptable. */
  problem?: string;
  /** zxcvbn's own advice (its warning, else its first suggestion), if it has any. */
  feedback?: string;
  /** It is the user's own name, username, phone or email name: refused whatever its length or score. */
  ownIdentity: boolean;
}

/** What the user's identity fields add to zxcvbn's dictionaries: whole values and their obvious parts. */
export type IdentityFields = readonly (string | null | undefined)[];

const LABELS: Record<PasswordScore, PasswordStrengthLabel> = { 0: 'Weak', 1: 'Weak', 2: 'Fair', 3: 'Good', 4: 'Strong' };

export function strengthLabel(score: PasswordScore): PasswordStrengthLabel {
  return LABELS[score];
}

/**
 * The identity fields as zxcvbn user inputs: each value, its email local part and that part's pieces,
 * a phone number's digits with and without the country code, a full name's words and the name run together.
 */
export function identityInputs(fields: IdentityFields): string[] {
  const out = new Set<string>();
  const add = (value: string) => {
    const v = value.trim().toLowerCase();
    if (v.length >= 3) out.add(v);
  };
  for (const field of fields) {
    if (!field?.trim()) continue;
    const value = field.trim().toLowerCase();
    add(value);
    const [local, domain] = value.split('@');
    if (domain !== undefined) {
      add(local);
      add(domain.split('.')[0] ?? '');
    }
    for (const piece of local.split(/[\s._+-]+/)) add(piece);
    if (/\s/.test(local)) add(local.replace(/\s+/g, ''));
    const digits = value.replace(/\D/g, '');
    if (digits.length >= 7 && digits.length >= value.replace(/[\s().+-]/g, '').length) {
      add(digits);
      if (digits.length === 11 && digits.startsWith('1')) add(digits.slice(1));
      add(digits.slice(-7));
    }
  }
  return [...out];
}

type Estimator = Pick<ZxcvbnFactory, 'check'>;
let loading: Promise<Estimator> | undefined;

/** A module's named exports, whether a bundler hands them over directly or Node's CJS interop under `default`. */
function exportsOf<T extends object>(mod: T | { default: T }, key: keyof T): T {
  return key in mod ? (mod as T) : (mod as { default: T }).default;
}

async function createEstimator(): Promise<Estimator> {
  const [core, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const { ZxcvbnFactory: Factory } = exportsOf(core, 'ZxcvbnFactory');
  const commonData = exportsOf(common, 'dictionary');
  const enData = exportsOf(en, 'dictionary');
  return new Factory({
    dictionary: { ...commonData.dictionary, ...enData.dictionary },
    graphs: commonData.adjacencyGraphs,
    translations: enData.translations,
    // zxcvbn's default of 100 l33t substitutions costs about half a second for 128 random symbols, on the
    // server too; 10 still finds every usual `p@$$w0rd` and keeps a check of the longest password under 100 ms.
    // (useLevenshteinDistance stays off for the same reason: over 100 ms a check.)
    l33tMaxSubstitutions: 10,
  });
}

/** Starts loading the estimator and its dictionaries (once); a failed load is tried again on the next call. */
export function loadPasswordEstimator(): Promise<Estimator> {
  loading ??= createEstimator().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The contract's length rule alone, for when the estimator could not be loaded. */
export function passwordLengthProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return `Password must have at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must have at most ${PASSWORD_MAX} characters`;
  return undefined;
}

/** The password is exactly the username, the full name, the phone number or an email's part before the @ (the whole email scores 0 anyway). */
function isOwnIdentity(password: string, fields: IdentityFields): boolean {
  const lower = password.toLowerCase();
  return fields.some((value) => {
    const own = value?.trim().toLowerCase().split('@')[0];
    return !!own && own.length >= 3 && lower === own;
  });
}

/** Scores a password against the rule, with the user's identity fields (username, email, phone, full name). */
export async function checkPasswordStrength(password: string, identity: IdentityFields = []): Promise<PasswordStrength> {
  const tooLong = password.length > PASSWORD_MAX;
  const estimator = await loadPasswordEstimator();
  // Never hand zxcvbn more than the longest acceptable password: its matching grows with the length.
  const result = estimator.check(tooLong ? password.slice(0, PASSWORD_MAX) : password, identityInputs(identity));
  const score = result.score as PasswordScore;
  const feedback = result.feedback.warning || result.feedback.suggestions[0] || undefined;
  const ownIdentity = isOwnIdentity(password, identity);
  let problem = passwordLengthProblem(password);
  if (!problem && ownIdentity) problem = PASSWORD_IDENTITY_MESSAGE;
  if (!problem && score < MIN_PASSWORD_SCORE) problem = feedback ? `${PASSWORD_TOO_WEAK_MESSAGE} ${feedback}` : PASSWORD_TOO_WEAK_MESSAGE;
  return { score, label: strengthLabel(score), acceptable: !problem, problem, feedback, ownIdentity };
}
