import { z } from 'zod';
import { mixtapeSchema, trackSchema } from './catalog';
import { playlistSchema } from './playlists';
import { OFFLINE_LINKS_MAX } from '../offline-rules';
import { MAX_ID, numericIdSchema, pageQuerySchema, pagedSchema } from './common';

// A member's library: favorites, votes, history and downloads (see docs/product.md, Your library).

export const FAVORITE_KINDS = ['tracks', 'mixtapes', 'playlists'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];
const favoriteKind = z.enum(FAVORITE_KINDS, { error: `kind must be one of ${FAVORITE_KINDS.join(', ')}` });

/** `/users/favorites/{kind}/{id}`. */
export const favoriteItemParamsSchema = z.object({ kind: favoriteKind, id: numericIdSchema });
/** `/users/favorites/{kind}?page&take`. */
export const favoriteListQuerySchema = pageQuerySchema.extend({ kind: favoriteKind });

export const favoriteStateSchema = z.object({ favorite: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const favoriteTrackPageSchema = pagedSchema(trackSchema);
export const favoriteMixtapePageSchema = pagedSchema(mixtapeSchema);
export const favoritePlaylistPageSchema = pagedSchema(playlistSchema);
/** The answer of `/users/favorites/{kind}`: a page of tracks, mixtapes or playlists, as `kind` says. */
export const favoritePageSchema = z.union([favoriteTrackPageSchema, favoriteMixtapePageSchema, favoritePlaylistPageSchema]);

export const VOTES = ['like', 'dislike'] as const;
export type Vote = (typeof VOTES)[number];

export const voteBodySchema = z.object({
  vote: z.enum([...VOTES, 'none'], { error: 'vote must be like, dislike or none' }),
});
export type VoteChoice = z.infer<typeof voteBodySchema>['vote'];

/** A mixtape's likes and dislikes, and the caller's own vote (null for a guest or no vote). */
export const voteStateSchema = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
  vote: z.enum(VOTES).nullable(),
});
export type VoteState = z.infer<typeof voteStateSchema>;

export const downloadLinkSchema = z.object({ download_url: z.string() });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export const mixtapeDownloadSizeSchema = z.object({ size: z.number().int() });

export const DOWNLOAD_KINDS = ['tracks', 'mixtapes'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** `/downloads/{kind}/{id}?expires&signature`: a signed download link. */
export const signedDownloadQuerySchema = z.object({
  kind: z.enum(DOWNLOAD_KINDS, { error: `kind must be one of ${DOWNLOAD_KINDS.join(', ')}` }),
  id: numericIdSchema,
  expires: z.string().regex(/^\d{1,12}$/, 'expires must be a time in seconds'),
  signature: z.string().regex(/^[\w-]{1,100}$/, 'signature is malformed'),
});

export const HISTORY_ACTIONS = ['play', 'download'] as const;
export const HISTORY_ITEM_TYPES = ['track', 'mixtape'] as const;

export const historyBodySchema = z.object({
  action: z.enum(HISTORY_ACTIONS, { error: 'action must be play or download' }),
  item_id: z.number({ error: 'item_id must be a number' }).int('item_id must be a whole number').min(1, 'item_id must be 1 or more').max(2_147_483_647, 'item_id is too large'),
  item_type: z.enum(HISTORY_ITEM_TYPES, { error: 'item_type must be track or mixtape' }),
});
export type HistoryBody = z.infer<typeof historyBodySchema>;

const historyBase = { id: z.number().int(), action: z.enum(HISTORY_ACTIONS), item_id: z.number().int(), created_at: z.string() };

/** One thing a member did, with what it was done to. */
export const historyEntrySchema = z.discriminatedUnion('item_type', [
  z.object({ ...historyBase, item_type: z.literal('track'), item: trackSchema }),
  z.object({ ...historyBase, item_type: z.literal('mixtape'), item: mixtapeSchema }),
]);
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyPageSchema = pagedSchema(historyEntrySchema);

/** The stream qualities a save keeps (see docs/product.md, Offline and installing). */
export const OFFLINE_QUALITIES = ['standard', 'data_saver'] as const;

/** POST /offline/links: the tracks a premium member saves offline, and the quality the save keeps. */
export const offlineLinksBodySchema = z.object({
  track_ids: z
    .array(z.number({ error: 'track_ids must be track ids' }).int('track_ids must be track ids').positive('track_ids must be track ids').max(MAX_ID, 'track_ids must be track ids'), {
      error: 'track_ids must be a list of track ids',
    })
    .min(1, 'track_ids must name at least one track')
    .max(OFFLINE_LINKS_MAX, `track_ids must name at most ${OFFLINE_LINKS_MAX} tracks`),
  quality: z.enum(OFFLINE_QUALITIES, { error: 'quality must be standard or data_saver' }).default('standard'),
});
export type OfflineLinksBody = z.input<typeof offlineLinksBodySchema>;

/** Its answer: a signed link to each track's audio (a path under the API), working for `expires_in` seconds. */
export const offlineLinksSchema = z.object({
  links: z.array(z.object({ track_id: z.number().int(), url: z.string() })),
  expires_in: z.number().int(),
});
export type OfflineLinks = z.infer<typeof offlineLinksSchema>;

/** `/offline/tracks/{id}?quality&expires&signature`: a signed link to a track's audio for a save. */
export const signedOfflineQuerySchema = z.object({
  id: numericIdSchema,
  quality: z.enum(OFFLINE_QUALITIES, { error: 'quality must be standard or data_saver' }),
  expires: z.string().regex(/^\d{1,12}$/, 'expires must be a time in seconds'),
  signature: z.string().regex(/^[\w-]{1,100}$/, 'signature is malformed'),
});
