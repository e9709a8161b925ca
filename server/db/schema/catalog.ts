import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { dmcaNotices } from './contact';

const takenDownBy = () => integer('taken_down_by').references(() => dmcaNotices.id);


/** Artists and DJs are people with a page: the same columns, each kind in its own table. */
const personColumns = () => ({
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
  image: text('image'),
  /** Members following them (server/discovery/follows.ts keeps it with each follow and unfollow). */
  followers: integer('followers').notNull().default(0),
  createdAt: createdAt(),
});

export const artists = pgTable('artists', personColumns());

export const djs = pgTable('djs', personColumns());

export const mixtapes = pgTable(
  'mixtapes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Media key of the cover image in the media storage. */
    cover: text('cover'),
    releaseDate: timestamp('release_date', { withTimezone: true }).notNull(),
    site: text('site').notNull().default('main'),
    featured: boolean('featured').notNull().default(false),
    premiere: boolean('premiere').notNull().default(false),
    /** Explicit content: the site asks once whether the listener is 18 or older before playing it. */
    explicit: boolean('explicit').notNull().default(false),
    /** Price in the currency's minor unit (cents); null for a free mixtape (see docs/product.md, Buying). */
    priceAmount: integer('price_amount'),
    priceCurrency: text('price_currency'),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    djId: integer('dj_id').references(() => djs.id),
    /** For a one-file DJ mix: the tracklist inside it, `{ title, artist?, start }[]` with start in seconds. */
    chapters: jsonb('chapters'),
    /** One of the fixed genres and up to three moods (lib/genres.ts), or none. */
    genre: text('genre'),
    moods: text('moods').array().notNull().default(sql`'{}'::text[]`),
    /** When its followers and reminders were told it is out (server/discovery/alerts.ts); null until it is out and told. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    plays: integer('plays').notNull().default(0),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    votes: integer('votes').notNull().default(0),
    /** The copyright notice it is taken down under (server/catalog/takedowns.ts), or null while it is available. */
    takenDownBy: takenDownBy(),
    createdAt: createdAt(),
  },
  (t) => [
    // Every list is "one site, ordered by release date", optionally narrowed by flag or person.
    index('mixtapes_site_release_idx').on(t.site, t.releaseDate, t.id),
    index('mixtapes_artist_release_idx').on(t.artistId, t.releaseDate),
    index('mixtapes_dj_release_idx').on(t.djId, t.releaseDate),
    index('mixtapes_featured_idx').on(t.site, t.releaseDate).where(sql`${t.featured}`),
    index('mixtapes_premiere_idx').on(t.site, t.releaseDate).where(sql`${t.premiere}`),
    index('mixtapes_plays_idx').on(t.site, t.plays),
    index('mixtapes_taken_down_idx').on(t.takenDownBy).where(sql`${t.takenDownBy} is not null`),
    index('mixtapes_genre_release_idx').on(t.site, t.genre, t.releaseDate),
    index('mixtapes_moods_idx').using('gin', t.moods),
    index('mixtapes_unannounced_idx').on(t.releaseDate).where(sql`${t.announcedAt} is null`),
  ],
);

export const tracks = pgTable(
  'tracks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    album: text('album').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull(),
    cover: text('cover'),
    guestDownload: boolean('guest_download').notNull().default(false),
    /** Media key of the audio file in the media storage. */
    mediaKey: text('media_key').notNull().unique(),
    mimeType: text('mime_type').notNull().default('audio/mpeg'),
    size: integer('size').notNull(),
    bitrate: integer('bitrate').notNull(),
    /** EBU R128 loudness of the audio, and the gain that brings it to -14 LUFS with its true peak at most 0 dBFS. */
    integratedLufs: real('integrated_lufs'),
    truePeakDb: real('true_peak_db'),
    gainDb: real('gain_db'),
    /** Media key of its waveform (`{ duration, peaks }` as JSON). */
    waveform: text('waveform'),
    plays: integer('plays').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    /** The copyright notice it is taken down under (server/catalog/takedowns.ts), or null while it is available. */
    takenDownBy: takenDownBy(),
    createdAt: createdAt(),
  },
  (t) => [index('tracks_taken_down_idx').on(t.takenDownBy).where(sql`${t.takenDownBy} is not null`)],
);

export const mixtapeTracks = pgTable(
  'mixtape_tracks',
  {
    mixtapeId: integer('mixtape_id')
      .notNull()
      .references(() => mixtapes.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mixtapeId, t.position] }),
    uniqueIndex('mixtape_tracks_mixtape_track_idx').on(t.mixtapeId, t.trackId),
    index('mixtape_tracks_track_idx').on(t.trackId),
  ],
);

/**
 * The files a track is streamed as, besides the one its row names (the standard rendition): the uploaded original
 * and the data-saver stream. The standard rendition has a row too, which may name the original's file.
 */
export const trackRenditions = pgTable(
  'track_renditions',
  {
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    quality: text('quality', { enum: ['original', 'standard', 'data_saver'] }).notNull(),
    mediaKey: text('media_key').notNull(),
    mimeType: text('mime_type').notNull(),
    bitrate: integer('bitrate').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trackId, t.quality] })],
);

export const podcasts = pgTable('podcasts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  host: text('host').notNull().default(''),
  description: text('description').notNull().default(''),
  cover: text('cover'),
  /** Members following it (server/discovery/follows.ts keeps it with each follow and unfollow). */
  followers: integer('followers').notNull().default(0),
  createdAt: createdAt(),
});

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    podcastId: integer('podcast_id')
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mediaKey: text('media_key').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Counted as a track's plays are (server/telemetry/store-events.ts); a podcast's plays are its episodes' sum. */
    plays: integer('plays').notNull().default(0),
    /** When the podcast's followers were told it is out (server/discovery/alerts.ts); null until then. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('episodes_podcast_slug_idx').on(t.podcastId, t.slug),
    index('episodes_podcast_published_idx').on(t.podcastId, t.publishedAt),
    index('episodes_unannounced_idx').on(t.publishedAt).where(sql`${t.announcedAt} is null`),
  ],
);
