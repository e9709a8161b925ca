import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text } from 'drizzle-orm/pg-core';
import type { PlaybackRef } from '@/lib/contracts/playback';
import { mixtapes, tracks } from './catalog';
import { at, createdAt, memberItemsTable, userId } from './columns';


/** A member's playlist. Private ones are seen by their owner only. */
export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    userId: userId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    public: boolean('public').notNull().default(true),
    /** Media key of the square cover in the media storage. */
    cover: text('cover'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('playlists_user_created_idx').on(t.userId, t.createdAt), index('playlists_public_created_idx').on(t.public, t.createdAt)],
);

/** The tracks of a playlist, each once, in `position` order (positions may have gaps; order is what counts). */
export const playlistTracks = pgTable(
  'playlist_tracks',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.trackId] }), index('playlist_tracks_order_idx').on(t.playlistId, t.position)],
);

export const favoriteTracks = memberItemsTable('favorite_tracks', () => tracks.id);
export const favoriteMixtapes = memberItemsTable('favorite_mixtapes', () => mixtapes.id);
export const favoritePlaylists = memberItemsTable('favorite_playlists', () => playlists.id);

/** A member's like or dislike of a mixtape: one row at most per member and mixtape ('none' deletes it). */
export const mixtapeVotes = pgTable(
  'mixtape_votes',
  {
    userId: userId(),
    mixtapeId: integer('mixtape_id')
      .notNull()
      .references(() => mixtapes.id, { onDelete: 'cascade' }),
    vote: text('vote', { enum: ['like', 'dislike'] }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mixtapeId] }), index('mixtape_votes_user_vote_idx').on(t.userId, t.vote, t.updatedAt)],
);

/** What a member played and downloaded, newest first. The item is a track or a mixtape, by `item_type`. */
export const history = pgTable(
  'history',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    action: text('action', { enum: ['play', 'download'] }).notNull(),
    itemType: text('item_type', { enum: ['track', 'mixtape'] }).notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('history_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Where a member's listening is, for their other devices (server/library/playback.ts): one row per member, written
 * over by each save. The items are refs, not foreign keys: what left the catalog is left out when it is read.
 */
export const playbackStates = pgTable('playback_states', {
  userId: userId().primaryKey(),
  items: jsonb('items').$type<PlaybackRef[]>().notNull(),
  index: integer('index').notNull(),
  positionSeconds: real('position_seconds').notNull(),
  /** The random id the saving browser keeps, and the name it gave itself. */
  deviceId: text('device_id').notNull(),
  deviceName: text('device_name').notNull(),
  playing: boolean('playing').notNull(),
  /** The server's time of the save. */
  updatedAt: at('updated_at').notNull().defaultNow(),
});
