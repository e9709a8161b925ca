import path from 'node:path';
import { z } from 'zod';

// Every setting the server reads, in one schema: the variables of .env.example (docs/operations.md lists them
// with their defaults). Nothing else in server/ reads process.env. The production entry (scripts/serve.mjs) parses
// them all at start, so a wrong value stops the server there with the variable named, and keeps them for the life of
// the process. Elsewhere (`next dev`, Next's own copy of the server code, the tests) each is read and checked by the
// same schema as it is used: tests set variables as they go.

type Check<T> = (text: string) => T | undefined;

/** A variable's text read by `check`, or an issue saying what was expected and what came. */
const text = <T>(expected: string, check: Check<T>) =>
  z.string().transform((value, ctx) => {
    const read = check(value);
    if (read === undefined) ctx.addIssue({ code: 'custom', message: `expected ${expected}, got ${JSON.stringify(value)}` });
    return read as T;
  });

const integer = (min: number, max = Number.MAX_SAFE_INTEGER): Check<number> => (value) => {
  const n = /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
};
const FLAGS = new Map([['1', true], ['true', true], ['0', false], ['false', false]]);
const oneOf = <T extends string>(values: readonly T[]): Check<T> => (value) => (values.includes(value as T) ? (value as T) : undefined);
const url = (protocols: readonly string[]): Check<string> => (value) => {
  try {
    return protocols.includes(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
};

const count = (min = 0) => text(min ? `a whole number of at least ${min}` : 'a whole number (0 or more)', integer(min)).optional();
const flag = () => text('1, true, 0 or false', (value) => FLAGS.get(value.toLowerCase())).optional();
const words = <T extends string>(values: readonly T[]) => text(values.join(' or '), oneOf(values));
const httpUrl = () => text('an http(s) URL', url(['http:', 'https:'])).optional();
const list = () =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean));
const limit = () => text('a whole number (0 turns the limit off)', integer(0)).optional();

/** Overrides of the rate limits (server/db/rate-limit.ts, envLimit): counts per window, 0 turning one off. */
const LIMIT_NAMES = [
  'AUTH_SEND_PER_30S',
  'AUTH_SEND_PER_HOUR',
  'AUTH_LOGIN_CODES_PER_30S',
  'AUTH_LOGIN_CODES_PER_HOUR',
  'AUTH_SEND_PER_IP_HOUR',
  'AUTH_LOGIN_FAILS_PER_ACCOUNT_HOUR',
  'AUTH_LOGIN_FAILS_PER_IP_HOUR',
  'AUTH_CODE_CHECKS_PER_15MIN',
  'AUTH_CODE_CHECKS_PER_IP_15MIN',
  'AUTH_RECOVERY_WRONG_CODES_PER_DAY',
  'AUTH_ACCOUNT_CHANGES_PER_IP_HOUR',
  'AUTH_USERNAME_CHECKS_PER_MIN',
  'RATE_LIMIT_EVENTS_PER_MINUTE',
  'RATE_LIMIT_LOGS_PER_MINUTE',
  'RATE_LIMIT_PROFILES_PER_MINUTE',
  'RATE_LIMIT_CONTACT_PER_HOUR',
  'COMMENTS_PER_MINUTE',
  'COMMENT_LIKES_PER_MINUTE',
  'COMMENT_REPORTS_TO_HIDE',
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

const settingsSchema = z.object({
  // Set by npm, Next and the tooling rather than by whoever runs the server.
  NODE_ENV: words(['development', 'production', 'test']).optional(),
  NEXT_PHASE: z.string().optional(),
  /** The API tests' check of every answer against its declared schema (server/http/route.ts). */
  CHECK_API_REPLIES: flag(),

  // The server and its processes.
  PORT: text('a port number', integer(1, 65_535)).default(3000),
  HOSTNAME: z.string().optional(),
  WEB_CONCURRENCY: count(1),
  DATA_DIR: z.string().default('./data'),
  PGLITE_SHARED_BUFFERS: text('a size such as 32MB', (value) => (/^\d+\s*(kB|MB|GB)?$/.test(value) ? value : undefined)).default('32MB'),
  // Read by `npm start` before the server (scripts/start-steps.mjs), and checked here with the rest.
  SEED_WAIT_FOR_MEDIA: flag(),
  DATABASE_URL: text('a postgres:// connection string', url(['postgres:', 'postgresql:'])).optional(),
  DATABASE_POOL_SIZE: count(1),
  TRUST_PROXY: flag(),
  CLIENT_HASH_SALT: z.string().default('mixtape-client'),
  APP_URL: httpUrl(),
  ALLOWED_ORIGINS: list(),
  LOG_FORMAT: words(['json', 'pretty']).optional(),
  LOG_LEVEL: words(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).optional(),
  METRICS_TOKEN: z.string().optional(),
  CATALOG_CACHE_SECONDS: count(),
  CATALOG_COUNTER_LAG_MS: count(),

  // What the browser is told (baked into its build too) and the API's v2.0 key.
  NEXT_PUBLIC_API_URL: z.string().optional(),
  NEXT_PUBLIC_API_V2_URL: z.string().optional(),
  NEXT_PUBLIC_API_V2_KEY: z.string().optional(),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  NEXT_PUBLIC_OPENWEB_SPOT_ID: z.string().optional(),
  API_V2_KEY: z.string().default('mixtape-web'),

  // Media.
  MEDIA_URL: z.string().default('/api/v3/media'),
  MEDIA_STORAGE: words(['local', 's3']).default('local'),
  MEDIA_PROXY: flag(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: httpUrl(),
  S3_FORCE_PATH_STYLE: flag(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOAD_MAX_BYTES: count(1),
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),

  // Roles, ads, payments, comments.
  ADMIN_EMAILS: list().transform((emails) => new Set(emails.map((email) => email.toLowerCase()))),
  ADS_ENABLED: flag(),
  ADS_EVERY_TRACKS: count(1),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  PREMIUM_MONTHLY_PRICE: count(1),
  PREMIUM_YEARLY_PRICE: count(1),
  PAYMENTS_CURRENCY: text('an ISO currency code such as usd', (value) => (/^[a-z]{3}$/i.test(value) ? value.toLowerCase() : undefined)).default('usd'),
  PAYMENTS_TEST_CLOCK: flag(),
  SELLER_NAME: z.string().default('LMT Mixtapes'),
  SELLER_ADDRESS: z.string().default(''),
  COMMENTS_PROVIDER: words(['builtin', 'openweb']).default('builtin'),
  OPENWEB_SSO_TOKEN: z.string().optional(),
  OPENWEB_SSO_URL: httpUrl(),
  OPENWEB_SSO_TIMEOUT_MS: count(1),

  // Accounts and their messages.
  AUTH_SECRET: z.string().optional(),
  SMTP_URL: text('an smtp:// or smtps:// URL', url(['smtp:', 'smtps:'])).optional(),
  MAIL_FROM: z.string().default('LMT Mixtapes <no-reply@localhost>'),
  SMS_URL: httpUrl(),
  SMS_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  DEV_OUTBOX: flag(),
  DEV_TOOLS_KEY: z.string().optional(),
  CONTACT_TO: z.string().optional(),
  ...(Object.fromEntries(LIMIT_NAMES.map((name) => [name, limit()])) as Record<LimitName, ReturnType<typeof limit>>),
});

export type Settings = z.infer<typeof settingsSchema>;

/** Every variable the schema reads. */
export const SETTING_NAMES = Object.keys(settingsSchema.shape) as (keyof Settings)[];

/** Settings that stop the server: every wrong variable, one per line, named with what is wrong. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Wrong settings in the environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses `env` (an empty variable counts as unset). Throws ConfigError naming each wrong variable. */
export function parseSettings(env: Record<string, string | undefined>): Settings {
  const given = Object.fromEntries(SETTING_NAMES.map((name) => [name, env[name] === '' ? undefined : env[name]]));
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  return parsed.data;
}

/** One variable, read now by its own part of the schema. By a computed name: Next would write a literal process.env.NEXT_PUBLIC_… into its bundle at build time. */
function readNow<K extends keyof Settings>(name: K): Settings[K] {
  const given = process.env[name];
  const parsed = settingsSchema.shape[name].safeParse(given === '' ? undefined : given);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => `${name}: ${issue.message}`));
  return parsed.data as Settings[K];
}

/** The settings as the environment holds them at each read. */
const asTheyAre = Object.defineProperties(
  {},
  Object.fromEntries(SETTING_NAMES.map((name) => [name, { get: () => readNow(name), enumerable: true }])),
) as Settings;

let loaded: Settings | undefined;

/** This process's settings (see the top of this file for when they are read). */
export const settings = (): Settings => loaded ?? asTheyAre;

/**
 * Parses the whole environment now and keeps the result for the life of the process: the production entry calls
 * it at start, so a wrong value fails there, with every wrong variable named.
 */
export function loadSettings(): Settings {
  loaded = undefined;
  loaded = parseSettings(process.env);
  return loaded;
}

/** Sets a variable for this process and those it starts (the development tools' key, made at start). */
export function setSetting(name: keyof Settings, value: string): void {
  Object.assign(process.env, { [name]: value });
  if (loaded) loadSettings();
}

/** What the server makes of its settings. */
export const config = {
  get dataDir(): string {
    // Runtime data, not part of the build: keep the bundler from tracing it.
    return path.resolve(/*turbopackIgnore: true*/ settings().DATA_DIR);
  },
  get databaseUrl(): string | undefined {
    return settings().DATABASE_URL;
  },
  /**
   * Shared buffers of the embedded database. PostgreSQL's 128MB default is most of PGlite's resident memory, and
   * the demo database is a few tens of MB, which the operating system's file cache keeps as well.
   */
  get pgliteSharedBuffers(): string {
    return settings().PGLITE_SHARED_BUFFERS;
  },
  get mediaDir(): string {
    return path.join(this.dataDir, 'media');
  },
  /** Public URL prefix under which media keys are served (a CDN in front of shared storage, for instance). */
  get mediaUrl(): string {
    return settings().MEDIA_URL.replace(/\/$/, '');
  },
  /**
   * The site's public base URL, for links sent by mail or SMS. Only ever configuration: a link built from the
   * request's Host (or X-Forwarded-Host) could be bent to an attacker's host by whoever asks for the message.
   */
  get appUrl(): string {
    const { APP_URL, PORT } = settings();
    return (APP_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
  },
  /** Behind one reverse proxy: believe its X-Forwarded-For / -Proto / -Host. Never on by default (clients forge them). */
  get trustProxy(): boolean {
    return settings().TRUST_PROXY ?? false;
  },
  /** The confirmed email addresses whose accounts are admins (ADMIN_EMAILS, comma-separated). */
  get adminEmails(): ReadonlySet<string> {
    return settings().ADMIN_EMAILS;
  },
  get isProduction(): boolean {
    return settings().NODE_ENV === 'production';
  },
};
