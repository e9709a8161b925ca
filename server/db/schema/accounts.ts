import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Kept as typed; uniqueness and look-ups go through lower(username). */
    username: text('username').notNull(),
    fullname: text('fullname').notNull(),
    /** Lower-cased before it is stored. */
    email: text('email').unique(),
    /** +1 and ten digits. */
    phone: text('phone').unique(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorChannel: text('two_factor_channel', { enum: ['sms', 'email'] }).notNull().default('email'),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Roles granted by an admin ('creator', 'moderator', 'admin'); every account is a member, and ADMIN_EMAILS are admins too. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** Set while the console has suspended the account: no log-in, no session. */
    suspendedAt: at('suspended_at'),
    suspendedReason: text('suspended_reason'),
    /** Until when a moderator barred the member from commenting. */
    commentBanUntil: at('comment_ban_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** One row per log-in: the refresh-token family, and the v2.0 api_token that lives and dies with it. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the v2.0 api_token (X-Auth-Token). */
    apiTokenHash: text('api_token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    /** Slides forward on every refresh. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    /**
     * How the session began: the password alone, the password and a two-factor code, or a sign-up. Null for the
     * sessions opened before it was recorded.
     */
    startedWith: text('started_with', { enum: ['password', 'two-factor', 'sign-up'] }),
    /**
     * When the session last passed a second factor: its log-in's two-factor code, or a code asked for since. Null when
     * it never did; turning codes on in the account's settings does not set it. The console reads it.
     */
    secondFactorAt: at('second_factor_at'),
    /**
     * Where the code of that second factor went (an email or a phone number). A team account's changes to where codes
     * go want a recent one that went to where they go now (server/auth/second-factor.ts).
     */
    secondFactorTo: text('second_factor_to'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Every refresh token a family ever had: a rotated one presented again is a replay. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** sha256 of the cookie value. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token this one replaced. */
    parentId: integer('parent_id'),
    createdAt: createdAt(),
    rotatedAt: at('rotated_at'),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId), index('refresh_tokens_parent_idx').on(t.parentId)],
);

/**
 * A pending step of sign-up, 2FA log-in, recovery or a change of email or phone: an opaque token handed to the client (signup_token,
 * 2FA token, sms_token, reset token) and/or a 4-digit code sent to a destination. Both stored hashed. An undo link of a
 * change of email or phone (`undo-email`, `undo-phone`) keeps in `destination` what the field held before (null when
 * it was empty): what the link puts back. A `second-factor` step is a code that a logged-in session asks for to pass
 * a second factor (the console's); it belongs to that session.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['signup', 'login', 'recover', 'reset', 'contact', 'undo-email', 'undo-phone', 'second-factor'] }).notNull(),
    /** Email or phone the code went (or would have gone) to; for an undo link, the one it puts back. */
    destination: text('destination'),
    /** Null for sign-up, and for the decoys recovery answers for unknown phones. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The session a `second-factor` step would mark as having passed one; null for every other step. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** sha256 of the opaque token. */
    tokenHash: text('token_hash').unique(),
    /** salt:HMAC of the current code; null once the code was used or before one was sent. */
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    /** Wrong tries against the current code. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verifications_destination_idx').on(t.purpose, t.destination, t.createdAt),
    index('verifications_user_idx').on(t.userId),
    index('verifications_session_idx').on(t.sessionId),
    index('verifications_expires_idx').on(t.expiresAt),
  ],
);

/** Messages kept by the built-in outbox when no real mail or SMS adapter is configured. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    /** Extra mail headers as sent (`List-Unsubscribe` on alerts), or null. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt), index('outbox_to_idx').on(t.to, t.createdAt)],
);

/**
 * Failed log-ins of one (account, client IP) pair. Each failure past the first few makes the pair wait longer
 * before its next try; a pair's count is forgotten an hour after its last failure, and a success clears it.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailedAt: at('last_failed_at').notNull(),
  },
  (t) => [index('login_failures_last_idx').on(t.lastFailedAt)],
);
