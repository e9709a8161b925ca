import { z } from 'zod';
import { mixtapeSchema } from './catalog';
import { numericIdSchema, pageQuerySchema, pagedSchema } from './common';
import { episodeSchema, personPageSchema, podcastPageSchema, podcastSchema } from './people';

// Whom a member follows, and the feed of their releases (see docs/product.md, Following and alerts).

export const FOLLOW_KINDS = ['artists', 'djs', 'podcasts'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];
const followKind = z.enum(FOLLOW_KINDS, { error: `kind must be one of ${FOLLOW_KINDS.join(', ')}` });

/** `/users/following/{kind}/{id}`. */
export const followItemParamsSchema = z.object({ kind: followKind, id: numericIdSchema });
/** `/users/following?kind&page&take`. */
export const followingListQuerySchema = pageQuerySchema.extend({ kind: followKind });

/** Whether the member follows it, and how many members do (the count after the call, when it changed one). */
export const followStateSchema = z.object({ following: z.boolean(), followers: z.number().int() });
export type FollowState = z.infer<typeof followStateSchema>;

/** The answer of `/users/following?kind`: artists and DJs as people, podcasts as podcasts, as `kind` says. */
export const followingPageSchema = z.union([personPageSchema, podcastPageSchema]);

/** Who a feed item is there for: the followed artist, DJ (both, when the member follows both) or podcast. */
const becauseSchema = z.array(z.object({ kind: followKind, id: z.number().int(), slug: z.string(), name: z.string() }));
export type FeedReason = z.infer<typeof becauseSchema>[number];

export const feedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mixtape'), mixtape: mixtapeSchema, because: becauseSchema }),
  z.object({ kind: z.literal('episode'), episode: episodeSchema, podcast: podcastSchema, because: becauseSchema }),
]);
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedPageSchema = pagedSchema(feedItemSchema);
