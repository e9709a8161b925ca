import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at } from './columns';


/**
 * Analytics events as clients report them. No foreign keys to the catalog or users: ids are checked on ingest,
 * and history should outlive a deleted mixtape or account. `event_id` is the client's id and the dedupe key.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull().unique(),
    event: text('event').notNull(),
    clientTime: at('client_time').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    userId: integer('user_id'),
    mixtapeId: integer('mixtape_id'),
    trackId: integer('track_id'),
    /** A podcast episode's id (episode_play): episodes and tracks are separate sequences. */
    episodeId: integer('episode_id'),
    percentage: real('percentage'),
    extra: jsonb('extra'),
    /** Salted hash of the client IP: enough to tell clients apart, not to find them. */
    clientKey: text('client_key').notNull(),
    /** Whether the event moved a counter: a repeat play of one track by one listener within 30 s does not. */
    counted: boolean('counted').notNull().default(true),
  },
  // One index besides the keys: each event write pays for every index, and the repeat-play check of every play
  // (store-events.ts) reads this one. An index on (event, received_at) once stood beside it: PGlite never
  // analyzes, so with statistics older than the last 30 s the planner took it for the check and read every play
  // of those 30 s for each new one (6 ms a play under load, growing with traffic).
  // Episode plays have their repeat check too, on an index that holds their rows alone, so other events pay nothing.
  (t) => [
    index('analytics_events_track_received_idx').on(t.trackId, t.receivedAt),
    index('analytics_events_episode_received_idx').on(t.episodeId, t.receivedAt).where(sql`${t.episodeId} is not null`),
  ],
);

export const clientLogs = pgTable(
  'client_logs',
  {
    id: serial('id').primaryKey(),
    level: text('level').notNull(),
    text: text('text').notNull(),
    subfeature: text('subfeature'),
    errorMessage: text('error_message'),
    errorTrace: text('error_trace'),
    /** JSON text as the client sent it (possibly truncated, so not a jsonb column). */
    extra: text('extra'),
    userAgent: text('user_agent'),
    userId: integer('user_id'),
    clientKey: text('client_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('client_logs_level_created_idx').on(t.level, t.createdAt)],
);

export const radioSessions = pgTable(
  'radio_sessions',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    /** Goes up each time the listener has heard every track and the radio starts over. */
    cycle: integer('cycle').notNull().default(1),
    /** The previous batch, kept so a new cycle does not open with the tracks that just played. */
    lastBatch: integer('last_batch').array().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Slides forward on every use; expired sessions are deleted lazily. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('radio_sessions_expires_idx').on(t.expiresAt)],
);

/** Tracks served in a session's current cycle: the radio never repeats one of these. */
export const radioSessionTracks = pgTable(
  'radio_session_tracks',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => radioSessions.id, { onDelete: 'cascade' }),
    trackId: integer('track_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.trackId] })],
);

/**
 * Fixed-window counters of the shared rate limiter (server/db/rate-limit.ts). In the database, so every app
 * process behind one PostgreSQL shares the same limits and a restart does not reset them.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  hits: integer('hits').notNull(),
});
