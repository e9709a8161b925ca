import { z } from 'zod';
import { trackSchema } from './catalog';
import { pageQuerySchema, pagedSchema } from './common';

export const PLAYLIST_NAME_MAX = 100;
export const PLAYLIST_DESCRIPTION_MAX = 1000;
/** Tracks a playlist holds at most, and so the longest list one call may name. */
export const PLAYLIST_TRACKS_MAX = 500;
export const PLAYLIST_COVER_MAX_BYTES = 5 * 1024 * 1024;
/** The side of the square a cover is stored at, in pixels. */
export const PLAYLIST_COVER_SIZE = 600;

export const playlistOwnerSchema = z.object({ id: z.number().int(), username: z.string() });

export const playlistSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  public: z.boolean(),
  /** The square cover's URL, null without one (the site draws a placeholder). */
  cover: z.string().nullable(),
  trackCount: z.number().int(),
  user: playlistOwnerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Playlist = z.infer<typeof playlistSchema>;

/**
 * A track of a playlist: the catalog's track and when it comes out, the soonest release of the mixtapes holding it
 * (absent for a track on none). Until then it is listed and does not play (see docs/product.md, Catalog).
 */
const playlistTrackSchema = trackSchema.extend({ releaseDate: z.string().optional() });
export type PlaylistTrack = z.infer<typeof playlistTrackSchema>;

/** A playlist with its tracks in order (GET /playlists/{id}?include=tracks and the track calls). */
export const playlistDetailSchema = playlistSchema.extend({ tracks: z.array(playlistTrackSchema).optional() });
export type PlaylistDetail = z.infer<typeof playlistDetailSchema>;

export const playlistPageSchema = pagedSchema(playlistSchema);

export const playlistQuerySchema = z.object({
  include: z.enum(['tracks'], { error: 'include must be tracks' }).optional(),
});

/** The answer to POST /playlists/{id}/tracks: how many were new (tracks already there are skipped). */
export const playlistAppendSchema = z.object({ added: z.number().int(), playlist: playlistSchema });
export type PlaylistAppend = z.infer<typeof playlistAppendSchema>;

export const playlistListQuerySchema = pageQuerySchema;

const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(PLAYLIST_NAME_MAX, `name must be at most ${PLAYLIST_NAME_MAX} characters`);
const description = z
  .string({ error: 'description must be text' })
  .trim()
  .max(PLAYLIST_DESCRIPTION_MAX, `description must be at most ${PLAYLIST_DESCRIPTION_MAX.toLocaleString('en-US')} characters`);
/** Form fields are text: 'true' or 'false'. */
const flag = (field: string) =>
  z.enum(['true', 'false'], { error: `${field} must be true or false` }).transform((value) => value === 'true');

/** POST /playlists, as multipart form fields (the cover is a file beside them). */
export const createPlaylistSchema = z.object({
  name,
  description: description.default(''),
  public: flag('public').default(true),
});
export type CreatePlaylistFields = z.infer<typeof createPlaylistSchema>;

/** What the site's playlist form sends (as multipart): `cover` is the picked image file. */
export interface PlaylistFields {
  name?: string;
  description?: string;
  public?: boolean;
  cover?: Blob | null;
  removeCover?: boolean;
}

/** PATCH /playlists/{id}: only the fields sent change; `removeCover=true` drops the cover. */
export const updatePlaylistSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  public: flag('public').optional(),
  removeCover: flag('removeCover').optional(),
});
export type UpdatePlaylistFields = z.infer<typeof updatePlaylistSchema>;

/** The tracks named by the track calls: ids, at least one, at most PLAYLIST_TRACKS_MAX. */
export const playlistTrackIdsSchema = z.object(
  {
    track_ids: z
      .array(z.number({ error: 'track_ids must hold track ids' }).int('track_ids must hold track ids').positive('track_ids must hold track ids').max(2_147_483_647, 'track_ids must hold track ids'), {
        error: 'track_ids must be a list of track ids',
      })
      .min(1, 'track_ids must name at least one track')
      .max(PLAYLIST_TRACKS_MAX, `track_ids must name at most ${PLAYLIST_TRACKS_MAX} tracks`),
  },
  { error: 'Send { "track_ids": [...] }' },
);
