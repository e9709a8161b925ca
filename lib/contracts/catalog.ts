import { z } from 'zod';
import { chapterSchema } from './studio';
import { GENRE_SLUGS, MOOD_SLUGS } from '../genres';
import { MIXTAPE_RANGES, MIXTAPE_SORTS } from '../list-pages';
import { commentsConfigSchema } from './comments';
import { pageQuerySchema, pagedSchema } from './common';

export const personRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const mixtapeStatsSchema = z.object({
  plays: z.number().int(),
  views: z.number().int(),
  downloads: z.number().int(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  votes: z.number().int(),
});

/** A genre or mood of lib/genres.ts as answers name it: its slug (its page is /genre/{slug}) and its name. */
const genreRefSchema = z.object({ slug: z.string(), name: z.string() });

/** An amount in the currency's minor unit (cents) and the ISO currency code in lower case, as Stripe writes them. */
export const priceSchema = z.object({ amount: z.number().int(), currency: z.string() });

export const mixtapeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string().nullable(),
  releaseDate: z.string(),
  site: z.string(),
  featured: z.boolean(),
  premiere: z.boolean(),
  /** Marked for adults: the site asks 'Are you 18 or older?' once before playing it. */
  explicit: z.boolean(),
  artist: personRefSchema,
  dj: personRefSchema.nullable(),
  stats: mixtapeStatsSchema,
  trackCount: z.number().int(),
  /** Null for a free mixtape. Anyone may stream a paid one; its zip is for buyers and premium members (see docs/product.md, Buying). */
  price: priceSchema.nullable(),
  // Defaults: a mixtape answer kept offline before mixtapes had genres holds neither, and reads as having none.
  /** One of the fixed genres, or null. */
  genre: genreRefSchema.nullable().default(null),
  /** Up to MAX_MOODS of the fixed moods. */
  moods: z.array(genreRefSchema).default([]),
});
export type Mixtape = z.infer<typeof mixtapeSchema>;

export const trackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  album: z.string(),
  /** Slug of the mixtape the track belongs to. */
  slug: z.string(),
  mixtapeId: z.number().int(),
  rank: z.number().int(),
  duration: z.number().int(),
  cover: z.string().nullable(),
  guestDownload: z.boolean(),
  /** From a mixtape marked explicit: playing it asks the age question first (absent: not explicit). */
  explicit: z.boolean().optional(),
  /**
   * Where the player streams it from when it is not a catalog track (a podcast episode: lib/episode-track.ts).
   * Its start is reported as the episode's play (`episode_play`), never as a track's, and its place is kept per
   * episode (see docs/product.md, Podcasts).
   */
  stream: z.string().optional(),
  /** The gain (dB) that brings it to the site's loudness, for the player to apply; absent until measured. */
  gain_db: z.number().optional(),
});
export type Track = z.infer<typeof trackSchema>;

export const mixtapeDetailSchema = mixtapeSchema.extend({
  tracks: z.array(trackSchema),
  /** For a one-file DJ mix: the tracklist inside it, start times in seconds. */
  chapters: z.array(chapterSchema).optional(),
  /** Comments shown on the mixtape, replies included; null when another provider (OpenWeb) holds the comments. */
  commentCount: z.number().int().nullable(),
});
export type MixtapeDetail = z.infer<typeof mixtapeDetailSchema>;

export const mixtapePageSchema = pagedSchema(mixtapeSchema);
/** The answer to GET /mixtapes/{id}/suggestions. */
export const mixtapeListSchema = z.array(mixtapeSchema);
/** The answer to GET /mixtapes/{id}/queue: the tracks in play order. */
export const trackListSchema = z.array(trackSchema);

/** The answer to GET /tracks/{id}/waveform: the track's length in seconds and about 1,000 peaks from 0 to 1, in time order. */
export const waveformSchema = z.object({
  duration: z.number().nonnegative(),
  peaks: z.array(z.number().min(0).max(1)),
});
export type Waveform = z.infer<typeof waveformSchema>;

export const homeSchema = z.object({
  featured: z.array(mixtapeSchema),
  premieres: z.array(mixtapeSchema),
  today: z.array(mixtapeSchema),
  thisWeek: z.array(mixtapeSchema),
  trending: z.array(mixtapeSchema),
  pastReleases: z.array(mixtapeSchema),
  unreleased: z.array(mixtapeSchema),
});
export type Home = z.infer<typeof homeSchema>;

export const catalogStatsSchema = z.object({
  mixtapes: z.number().int(),
  tracks: z.number().int(),
  artists: z.number().int(),
  djs: z.number().int(),
  plays: z.number().int(),
  views: z.number().int(),
  downloads: z.number().int(),
  likes: z.number().int(),
});
export type CatalogStats = z.infer<typeof catalogStatsSchema>;

export const adsConfigSchema = z.object({
  ads: z.object({
    enabled: z.boolean(),
    everyTracks: z.number().int(),
    /** The ad audio (an MP3 from media storage), present when ads are enabled; null if it could not be made. */
    url: z.string().nullable().optional(),
  }),
});
export type AdsConfig = z.infer<typeof adsConfigSchema>;

/** GET /config: the ads, and which provider fills the comments section. */
export const clientConfigSchema = adsConfigSchema.extend({ comments: commentsConfigSchema });
export type ClientConfig = z.infer<typeof clientConfigSchema>;

const slugParam = z
  .string()
  .trim()
  .min(1, 'slug is required')
  .max(200, 'slug is too long')
  .regex(/^[a-z0-9-]+$/, 'slug may contain only lowercase letters, digits and hyphens');

/** An id or a slug naming an artist or DJ in list filters. */
const personParam = z.string().trim().regex(/^([0-9]{1,9}|[a-z0-9-]{1,200})$/, 'must be an id or a slug');


export const siteParam = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/, 'site must be a short lowercase name')
  .default('main');

export const mixtapeListQuerySchema = pageQuerySchema.extend({
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('asc'),
  sort: z.enum(MIXTAPE_SORTS, { error: `sort must be one of ${MIXTAPE_SORTS.join(', ')}` }).default('date'),
  site: siteParam,
  dj: personParam.optional(),
  artist: personParam.optional(),
  range: z.enum(MIXTAPE_RANGES, { error: `range must be one of ${MIXTAPE_RANGES.join(', ')}` }).default('all'),
  genre: z.enum(GENRE_SLUGS, { error: `genre must be one of ${GENRE_SLUGS.join(', ')}` }).optional(),
  mood: z.enum(MOOD_SLUGS, { error: `mood must be one of ${MOOD_SLUGS.join(', ')}` }).optional(),
});
export type MixtapeListQuery = z.infer<typeof mixtapeListQuerySchema>;

/** Query for the named lists (featured, premieres, ...): paging and site. */
export const mixtapeSetQuerySchema = pageQuerySchema.extend({ site: siteParam });
export type MixtapeSetQuery = z.infer<typeof mixtapeSetQuerySchema>;

export const MIXTAPE_SETS = ['featured', 'premieres', 'past-releases', 'unreleased', 'today', 'this-week'] as const;
export type MixtapeSet = (typeof MIXTAPE_SETS)[number];

/** Query of GET /genres: the site whose mixtapes are counted. */
export const genresQuerySchema = z.object({ site: siteParam });

/** A genre or mood with how many released mixtapes of the site carry it. */
const genreCountSchema = genreRefSchema.extend({ mixtapes: z.number().int() });
/** The answer to GET /genres: every genre and mood in their fixed order, each with its released mixtapes. */
export const genresSchema = z.object({ genres: z.array(genreCountSchema), moods: z.array(genreCountSchema) });
export type Genres = z.infer<typeof genresSchema>;

export const findBySlugQuerySchema = z.object({ slug: slugParam });
