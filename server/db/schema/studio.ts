import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, real, serial, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { mixtapes, tracks } from './catalog';
import { at, createdAt, userId } from './columns';
import { users } from './accounts';

// The studio: what creators upload, and their releases until and after they are published. A release becomes a
// mixtape of the catalog only when it is published (server/studio/publish.ts), so listeners never see one that
// is half processed.

/** A resumable upload (tus): its bytes in the media store, and once complete what they turned out to be. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: userId(),
    filename: text('filename').notNull(),
    /** The type the browser claimed: only a hint, the bytes decide (`kind`). */
    filetype: text('filetype').notNull().default(''),
    size: integer('size').notNull(),
    mediaKey: text('media_key').notNull(),
    status: text('status', { enum: ['uploading', 'complete', 'refused', 'used'] }).notNull().default('uploading'),
    kind: text('kind', { enum: ['audio', 'image', 'cue'] }),
    /** Why it was refused, in plain words. */
    error: text('error'),
    /** What was read from a complete upload: the audio's facts and tags, or the chapters of a CUE sheet. */
    details: jsonb('details'),
    createdAt: createdAt(),
    completedAt: at('completed_at'),
  },
  (t) => [index('uploads_user_status_idx').on(t.userId, t.status)],
);

export const releases = pgTable(
  'releases',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    artist: text('artist').notNull(),
    dj: text('dj'),
    releaseAt: at('release_at'),
    explicit: boolean('explicit').notNull().default(false),
    priceCents: integer('price_cents'),
    /** Media key of its cover (600×600 WebP), or null for a generated one. */
    cover: text('cover'),
    /** Why the cover is not the first track's embedded picture, for its owner (a picture too large to use). */
    coverNote: text('cover_note'),
    /** The tracklist inside a one-file mix: `{ title, artist?, start }[]`, start in seconds. */
    chapters: jsonb('chapters'),
    /** Its genre and moods (lib/genres.ts), copied to its mixtape when published. */
    genre: text('genre'),
    moods: text('moods').array().notNull().default(sql`'{}'::text[]`),
    /** 'scheduled' is not stored: a published release whose release time is still ahead. */
    status: text('status', { enum: ['processing', 'ready', 'failed', 'published'] }).notNull().default('processing'),
    /** The catalog's mixtape once published. */
    mixtapeId: integer('mixtape_id').references(() => mixtapes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('releases_owner_created_idx').on(t.ownerId, t.createdAt), uniqueIndex('releases_mixtape_idx').on(t.mixtapeId)],
);

/** A release's tracks in order, with where each one's processing stands. */
export const releaseTracks = pgTable(
  'release_tracks',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status', { enum: ['queued', 'processing', 'ready', 'failed'] }).notNull().default('queued'),
    /** 0..1 while processing. */
    progress: real('progress').notNull().default(0),
    error: text('error'),
    /** The process working on it (server/studio/processing.ts): an instance restarted takes back what it dropped. */
    worker: text('worker'),
    jobId: text('job_id'),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.trackId] }), uniqueIndex('release_tracks_track_idx').on(t.trackId)],
);
