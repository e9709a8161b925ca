import { z } from 'zod';
import { GENRE_SLUGS, MAX_MOODS, MOOD_SLUGS } from '../genres';

// The studio's API (/api/v3/studio, /api/v3/uploads): creators upload files, make releases of them, and publish.

/** Largest file a creator may upload (UPLOAD_MAX_BYTES on the server may lower it). */
export const UPLOAD_MAX_BYTES = 1024 ** 3;
/** Uploads a creator may have begun and not finished at once. */
export const UNFINISHED_UPLOADS_MAX = 20;
/** A release's cover: a square WebP of this side. */
export const RELEASE_COVER_SIZE = 600;
export const RELEASE_COVER_MAX_BYTES = 20 * 1024 * 1024;
export const RELEASE_TRACKS_MAX = 60;
/** How many days of plays the studio charts. */
export const PLAYS_DAYS = 30;
export const NOT_AUDIO_MESSAGE = 'This file is not audio we can read.';
/** The largest picture embedded in an audio file that is read to make a cover: a larger one is left unread. */
export const EMBEDDED_PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_TOO_LARGE_NOTE = 'The embedded picture is too large to use as a cover (over 8 MB): upload a cover instead.';

export const chapterSchema = z.object({
  title: z.string().trim().min(1, 'Each chapter needs a title').max(200, 'A chapter title must be at most 200 characters'),
  artist: z.string().trim().max(200, 'A chapter artist must be at most 200 characters').optional(),
  /** Seconds from the start of the mix. */
  start: z.number({ message: 'Each chapter needs a start time in seconds' }).min(0, 'A chapter cannot start before the mix').max(48 * 3600),
});
export type Chapter = z.infer<typeof chapterSchema>;
const chaptersSchema = z.array(chapterSchema).max(500, 'A mix may have at most 500 chapters');

const uploadIdSchema = z.string().trim().min(1, 'upload_id is required').max(100);
const genreSchema = z.enum(GENRE_SLUGS, { error: `genre must be one of ${GENRE_SLUGS.join(', ')}` });
const moodsSchema = z
  .array(z.enum(MOOD_SLUGS, { error: `Each mood must be one of ${MOOD_SLUGS.join(', ')}` }))
  .max(MAX_MOODS, `moods must hold at most ${MAX_MOODS} moods`)
  .refine((moods) => new Set(moods).size === moods.length, 'moods must name each mood once');
const releaseFields = {
  title: z.string().trim().min(1, 'Give the release a title').max(200, 'The title must be at most 200 characters'),
  description: z.string().trim().max(5000, 'The description must be at most 5000 characters'),
  artist: z.string().trim().min(1, 'Name the artist').max(200, 'The artist must be at most 200 characters'),
  dj: z.string().trim().max(200, 'The DJ must be at most 200 characters').nullable(),
  release_at: z.iso.datetime({ offset: true, message: 'release_at must be a date and time (ISO 8601)' }).nullable(),
  explicit: z.boolean(),
  price_cents: z.number().int('price_cents must be whole cents').min(99, 'The lowest price is $0.99').max(99_999, 'The highest price is $999.99').nullable(),
  cover_upload_id: uploadIdSchema,
  /** A CUE sheet upload, read into chapters. */
  cue_upload_id: uploadIdSchema,
  chapters: chaptersSchema,
  /** One of the genres of lib/genres.ts, or null for none. */
  genre: genreSchema.nullable(),
  /** Up to MAX_MOODS of its moods. */
  moods: moodsSchema,
};

/** v3 POST /studio/mixtapes. */
export const createReleaseSchema = z.object({
  ...releaseFields,
  description: releaseFields.description.optional(),
  dj: releaseFields.dj.optional(),
  release_at: releaseFields.release_at.optional(),
  explicit: releaseFields.explicit.optional(),
  price_cents: releaseFields.price_cents.optional(),
  cover_upload_id: releaseFields.cover_upload_id.optional(),
  cue_upload_id: releaseFields.cue_upload_id.optional(),
  chapters: releaseFields.chapters.optional(),
  genre: releaseFields.genre.optional(),
  moods: releaseFields.moods.optional(),
  tracks: z
    .array(z.object({ upload_id: uploadIdSchema, title: z.string().trim().min(1).max(200).optional(), artist: z.string().trim().min(1).max(200).optional() }))
    .min(1, 'Add at least one track')
    .max(RELEASE_TRACKS_MAX, `A release may have at most ${RELEASE_TRACKS_MAX} tracks`),
});
export type CreateRelease = z.infer<typeof createReleaseSchema>;

/** v3 PATCH /studio/mixtapes/{id}: the fields to change; `tracks` is every track in its new order. */
export const updateReleaseSchema = z
  .object({
    ...releaseFields,
    cover_upload_id: releaseFields.cover_upload_id.nullable(),
    tracks: z.array(z.object({ id: z.number().int(), title: z.string().trim().min(1).max(200).optional(), artist: z.string().trim().min(1).max(200).optional() })).min(1),
  })
  .partial();
export type UpdateRelease = z.infer<typeof updateReleaseSchema>;

export const RELEASE_STATUSES = ['processing', 'ready', 'scheduled', 'published', 'failed'] as const;
export const releaseStatusSchema = z.enum(RELEASE_STATUSES);
export type ReleaseStatus = z.infer<typeof releaseStatusSchema>;

export const renditionSchema = z.object({
  quality: z.enum(['original', 'standard', 'data_saver']),
  mime: z.string(),
  bitrate: z.number().int(),
  bytes: z.number().int(),
});

export const loudnessSchema = z.object({ integrated_lufs: z.number(), true_peak_db: z.number(), gain_db: z.number() });

export const releaseTrackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  position: z.number().int(),
  status: z.enum(['queued', 'processing', 'ready', 'failed']),
  /** 0..1 */
  progress: z.number(),
  /** Why it failed, in plain words. */
  error: z.string().nullable(),
  /** Seconds. */
  duration: z.number(),
  loudness: loudnessSchema.nullable(),
  renditions: z.array(renditionSchema),
  /** Where the studio's preview player streams it from (its owner's link, also before it is published). */
  preview: z.string(),
  /** Its waveform (`{ duration, peaks }`), through the same kind of link, once processed. */
  waveform: z.string().nullable(),
});

export type ReleaseTrack = z.infer<typeof releaseTrackSchema>;

export const releaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  artist: z.string(),
  dj: z.string().nullable(),
  release_at: z.string().nullable(),
  explicit: z.boolean(),
  price_cents: z.number().int().nullable(),
  cover: z.string().nullable(),
  /** Why its cover is not the picture in its first track (a picture too large to use), for its owner. */
  cover_note: z.string().nullable(),
  chapters: chaptersSchema.nullable(),
  genre: genreSchema.nullable(),
  moods: z.array(z.enum(MOOD_SLUGS)),
  status: releaseStatusSchema,
  /** Why it failed, in plain words (the first track that did). */
  error: z.string().nullable(),
  /** The listeners' page, once published. */
  slug: z.string().nullable(),
  stats: z.object({ plays: z.number().int(), downloads: z.number().int(), likes: z.number().int() }),
  /** Counted plays of its tracks on each of the last PLAYS_DAYS days (UTC), oldest first. */
  plays_by_day: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
  tracks: z.array(releaseTrackSchema),
});
export type Release = z.infer<typeof releaseSchema>;

export const releaseListSchema = z.object({ items: z.array(releaseSchema) });
export const releaseCreatedSchema = z.object({ id: z.number().int(), status: releaseStatusSchema });

/** What a finished upload turned out to be: read from its bytes, to pre-fill the release. */
export const uploadSchema = z.object({
  id: z.string(),
  filename: z.string(),
  size: z.number().int(),
  status: z.enum(['uploading', 'complete', 'refused', 'used']),
  kind: z.enum(['audio', 'image', 'cue']).nullable(),
  error: z.string().nullable(),
  /** For audio: its length and tags. */
  audio: z
    .object({ duration: z.number(), title: z.string().nullable(), artist: z.string().nullable(), track_no: z.number().int().nullable(), explicit: z.boolean().nullable() })
    .nullable(),
  /** For a CUE sheet: the chapters it lists. */
  chapters: chaptersSchema.nullable(),
  /** Something its owner should know of it (its embedded picture is too large to become the cover). */
  note: z.string().nullable(),
});
export type Upload = z.infer<typeof uploadSchema>;


export const streamQualitySchema = z.object({ quality: z.enum(['standard', 'data_saver']).default('standard') });
