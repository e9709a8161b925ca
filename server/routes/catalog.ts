import { z } from 'zod';
import { mixtapePageSchema, findBySlugQuerySchema, clientConfigSchema, homeSchema, mixtapeListQuerySchema, mixtapeDetailSchema, trackSchema, mixtapeSchema, mixtapeSetQuerySchema, catalogStatsSchema, genresQuerySchema, genresSchema } from '@/lib/contracts/catalog';
import { pageQuerySchema } from '@/lib/contracts/common';
import { coverQuerySchema } from '@/lib/contracts/covers';
import { downloadLinkSchema, mixtapeDownloadSizeSchema, voteBodySchema, voteStateSchema } from '@/lib/contracts/library';
import { idParamsSchema } from '@/lib/contracts/params';
import { purchaseIntentSchema, purchaseConfirmSchema, purchaseSchema } from '@/lib/contracts/payments';
import { peopleQuerySchema, personPageSchema, personSchema, podcastPageSchema, podcastDetailSchema, episodeSchema } from '@/lib/contracts/people';
import { searchPageSchema, searchQuerySchema } from '@/lib/contracts/search';
import type { Reply } from '@/server/http/respond';
import { method, route, type RouteTable, type SharedCache } from '@/server/http/route';
import { catalogLookup } from '@/server/cache/catalog-cache';
import { adsFor } from '@/server/ads/ads';
import { withCommentCount } from '@/server/comments/comments';
import { commentsConfig } from '@/server/comments/config';
import { getHome, listMixtapes, getMixtape, getMixtapeQueue, getSuggestions, listMixtapeSet, findMixtapeBySlug, getCatalogStats } from '@/server/catalog/mixtapes';
import { listGenres } from '@/server/catalog/genres';
import { listPeople, getPerson, listArtistMixtapes, findPersonBySlug } from '@/server/catalog/people';
import { listPodcasts, getPodcast, getEpisode, getEpisodeMedia, findPodcastBySlug } from '@/server/catalog/podcasts';
import { search } from '@/server/catalog/search';
import { commentsRoute } from './comments';
import { requestMixtapeDownload } from '@/server/library/downloads';
import { mixtapeZipSize } from '@/server/library/mixtape-zip';
import { castVote, getVote } from '@/server/library/votes';
import { coverRendition } from '@/server/catalog/covers';
import { startPurchase, confirmPurchase } from '@/server/payments/purchases';
import { fileMethod } from '@/server/http/send-file';

/**
 * Every public catalog read: the same for everyone, so browsers and shared caches may keep it for the 30 s the
 * site treats lists and mixtape pages as fresh, then use it a minute longer while they revalidate (a 304 when
 * nothing changed). Each answer is kept serialized here, up to 500 of them (a page of 100 mixtapes is ~60 KB).
 */
const catalogCache: SharedCache = {
  control: 'public, max-age=30, stale-while-revalidate=60',
  replies: catalogLookup<string, Reply>(500),
};

const mixtapeCover = fileMethod(
  "The mixtape's cover as a square JPEG of `size` pixels (96, 128, 192, 256, 384 or 512), with byte ranges and conditional requests",
  coverQuerySchema,
  (query) => coverRendition('mixtapes', query.id, query.size),
);

const episodeStream = fileMethod("An episode's audio, with byte ranges and conditional requests", idParamsSchema, (query) => getEpisodeMedia(query.id));

export const catalogRoutes: RouteTable = {
  '/api/v3/artists': route({
    GET: method({
      summary: 'Artists, most played first or by name (`sort`), paged, optionally only those under one letter (`letter`: A-Z or #)',
      query: peopleQuerySchema,
      response: personPageSchema,
      cache: catalogCache,
      handler: ({ query }) => listPeople('artist', query),
    }),
  }),
  '/api/v3/artists/:id': route({
    GET: method({
      summary: 'An artist, with counts of mixtapes and plays',
      query: idParamsSchema,
      response: personSchema,
      cache: catalogCache,
      handler: ({ query }) => getPerson('artist', query.id),
    }),
  }),
  '/api/v3/artists/:id/mixtapes': route({
    GET: method({
      summary: "An artist's released mixtapes, newest first, paged",
      query: idParamsSchema.extend(pageQuerySchema.shape),
      response: mixtapePageSchema,
      cache: catalogCache,
      handler: ({ query }) => listArtistMixtapes(query.id, query),
    }),
  }),
  '/api/v3/artists/find': route({
    GET: method({
      summary: 'An artist by slug',
      query: findBySlugQuerySchema,
      response: personSchema,
      cache: catalogCache,
      handler: ({ query }) => findPersonBySlug('artist', query.slug),
    }),
  }),
  '/api/v3/config': route({
    // Read from the environment each time, and one member's own (a premium member hears no ads): kept by no cache.
    GET: method({
      summary: 'Client configuration: ads (none for a premium member) and the comments provider',
      auth: 'optional',
      response: clientConfigSchema,
      handler: async ({ user }) => ({ ads: await adsFor(user?.id ?? null), comments: commentsConfig() }),
    }),
  }),
  '/api/v3/djs': route({
    GET: method({
      summary: 'DJs, most played first or by name (`sort`), paged, optionally only those under one letter (`letter`: A-Z or #)',
      query: peopleQuerySchema,
      response: personPageSchema,
      cache: catalogCache,
      handler: ({ query }) => listPeople('dj', query),
    }),
  }),
  '/api/v3/djs/:id': route({
    GET: method({
      summary: 'A DJ, with counts of mixtapes and plays',
      query: idParamsSchema,
      response: personSchema,
      cache: catalogCache,
      handler: ({ query }) => getPerson('dj', query.id),
    }),
  }),
  '/api/v3/djs/find': route({
    GET: method({
      summary: 'A DJ by slug',
      query: findBySlugQuerySchema,
      response: personSchema,
      cache: catalogCache,
      handler: ({ query }) => findPersonBySlug('dj', query.slug),
    }),
  }),
  '/api/v3/genres': route({
    GET: method({
      summary: 'Every genre and mood, each with its count of released mixtapes on the site',
      query: genresQuerySchema,
      response: genresSchema,
      cache: catalogCache,
      handler: ({ query }) => listGenres(query.site),
    }),
  }),
  '/api/v3/home': route({
    GET: method({
      summary: 'Every list of the home page in one answer',
      response: homeSchema,
      cache: catalogCache,
      handler: () => getHome(),
    }),
  }),
  '/api/v3/mixtapes': route({
    GET: method({
      summary: 'Released mixtapes, paged, sorted and filtered (by artist, DJ, time range, genre, mood)',
      query: mixtapeListQuerySchema,
      response: mixtapePageSchema,
      cache: catalogCache,
      handler: ({ query }) => listMixtapes(query),
    }),
  }),
  '/api/v3/mixtapes/:id': route({
    GET: method({ summary: 'A mixtape with its tracks', query: idParamsSchema, response: mixtapeDetailSchema, cache: catalogCache, handler: ({ query }) => withCommentCount('mixtape', getMixtape(query.id)) }),
  }),
  '/api/v3/mixtapes/:id/comments': commentsRoute('mixtape'),
  '/api/v3/mixtapes/:id/cover': route({ GET: mixtapeCover, HEAD: mixtapeCover }),
  '/api/v3/mixtapes/:id/download': route({
    GET: method({ summary: "The exact size in bytes of a mixtape's zip", query: idParamsSchema, response: mixtapeDownloadSizeSchema, cache: catalogCache, handler: ({ query }) => mixtapeZipSize(query.id) }),
    POST: method({
      summary: "A signed link to the mixtape's zip (every track and the cover), valid for 10 minutes; a paid mixtape's only for its buyers and premium members (403)",
      auth: 'required',
      query: idParamsSchema,
      response: downloadLinkSchema,
      handler: ({ user, query }) => requestMixtapeDownload(user.id, query.id),
    }),
  }),
  '/api/v3/mixtapes/:id/purchase': route({
    POST: method({
      summary: 'Start buying a paid mixtape: your PaymentIntent at its price (the same one while unpaid; 400 when free, 403 before its release, 409 when bought or included with your premium)',
      auth: 'required',
      query: idParamsSchema,
      response: purchaseIntentSchema,
      handler: ({ user, query }) => startPurchase(user.id, query.id),
    }),
  }),
  '/api/v3/mixtapes/:id/purchase/confirm': route({
    POST: method({
      summary: 'The purchase, once the payment provider says the PaymentIntent succeeded (402 with the reason otherwise)',
      auth: 'required',
      query: idParamsSchema,
      body: purchaseConfirmSchema,
      response: purchaseSchema,
      handler: ({ user, query, body }) => confirmPurchase(user.id, query.id, body.payment_intent_id),
    }),
  }),
  '/api/v3/mixtapes/:id/queue': route({
    GET: method({ summary: 'The tracks of a mixtape, in play order', query: idParamsSchema, response: z.array(trackSchema), cache: catalogCache, handler: ({ query }) => getMixtapeQueue(query.id) }),
  }),
  '/api/v3/mixtapes/:id/suggestions': route({
    GET: method({ summary: 'Mixtapes to listen to next', query: idParamsSchema, response: z.array(mixtapeSchema), cache: catalogCache, handler: ({ query }) => getSuggestions(query.id) }),
  }),
  '/api/v3/mixtapes/:id/vote': route({
    GET: method({
      summary: "A mixtape's likes and dislikes, and your vote (null for a guest)",
      auth: 'optional',
      query: idParamsSchema,
      response: voteStateSchema,
      handler: ({ user, query }) => getVote(user?.id ?? null, query.id),
    }),
    POST: method({
      summary: 'Like or dislike a mixtape, or take your vote back with "none"',
      auth: 'required',
      query: idParamsSchema,
      body: voteBodySchema,
      response: voteStateSchema,
      handler: ({ user, query, body }) => castVote(user.id, query.id, body.vote),
    }),
  }),
  '/api/v3/mixtapes/featured': route({
    GET: method({
      summary: 'Featured mixtapes',
      query: mixtapeSetQuerySchema,
      response: mixtapePageSchema,
      cache: catalogCache,
      handler: ({ query }) => listMixtapeSet('featured', query),
    }),
  }),
  '/api/v3/mixtapes/find': route({
    GET: method({
      summary: 'A mixtape with its tracks, by slug',
      query: findBySlugQuerySchema,
      response: mixtapeDetailSchema,
      cache: catalogCache,
      handler: ({ query }) => withCommentCount('mixtape', findMixtapeBySlug(query.slug)),
    }),
  }),
  '/api/v3/mixtapes/past-releases': route({
    GET: method({
      summary: 'Past releases',
      query: mixtapeSetQuerySchema,
      response: mixtapePageSchema,
      cache: catalogCache,
      handler: ({ query }) => listMixtapeSet('past-releases', query),
    }),
  }),
  '/api/v3/mixtapes/premieres': route({
    GET: method({
      summary: 'Premieres',
      query: mixtapeSetQuerySchema,
      response: mixtapePageSchema,
      cache: catalogCache,
      handler: ({ query }) => listMixtapeSet('premieres', query),
    }),
  }),
  '/api/v3/mixtapes/stats': route({
    GET: method({ summary: 'Catalog totals: mixtapes, tracks, people and counters', response: catalogStatsSchema, cache: catalogCache, handler: () => getCatalogStats() }),
  }),
  '/api/v3/mixtapes/this-week': route({
    GET: method({
      summary: 'Mixtapes released this week',
      query: mixtapeSetQuerySchema,
      response: mixtapePageSchema,
      cache: catalogCache,
      handler: ({ query }) => listMixtapeSet('this-week', query),
    }),
  }),
  '/api/v3/mixtapes/today': route({
    GET: method({
      summary: 'Mixtapes released today',
      query: mixtapeSetQuerySchema,
      response: mixtapePageSchema,
      cache: catalogCache,
      handler: ({ query }) => listMixtapeSet('today', query),
    }),
  }),
  '/api/v3/mixtapes/unreleased': route({
    GET: method({
      summary: 'Coming soon: mixtapes not released yet',
      query: mixtapeSetQuerySchema,
      response: mixtapePageSchema,
      cache: catalogCache,
      handler: ({ query }) => listMixtapeSet('unreleased', query),
    }),
  }),
  '/api/v3/podcasts': route({
    GET: method({
      summary: 'Podcasts, by title, paged',
      query: pageQuerySchema,
      response: podcastPageSchema,
      cache: catalogCache,
      handler: ({ query }) => listPodcasts(query),
    }),
  }),
  '/api/v3/podcasts/:id': route({
    GET: method({
      summary: 'A podcast with its episodes, newest first',
      query: idParamsSchema,
      response: podcastDetailSchema,
      cache: catalogCache,
      handler: ({ query }) => getPodcast(query.id),
    }),
  }),
  '/api/v3/podcasts/:id/comments': commentsRoute('podcast'),
  '/api/v3/podcasts/episodes/:id': route({
    GET: method({
      summary: 'A podcast episode, with the URL of its audio',
      query: idParamsSchema,
      response: episodeSchema,
      cache: catalogCache,
      handler: ({ query }) => getEpisode(query.id),
    }),
  }),
  '/api/v3/podcasts/episodes/:id/stream': route({ GET: episodeStream, HEAD: episodeStream }),
  '/api/v3/podcasts/find': route({
    GET: method({
      summary: 'A podcast with its episodes, by slug',
      query: findBySlugQuerySchema,
      response: podcastDetailSchema,
      cache: catalogCache,
      handler: ({ query }) => findPodcastBySlug(query.slug),
    }),
  }),
  '/api/v3/search': route({
    GET: method({
      summary: 'Search mixtapes, tracks, artists, DJs, public playlists and podcasts (prefixes, typos, accents)',
      query: searchQuerySchema,
      response: searchPageSchema,
      cache: catalogCache,
      handler: ({ query }) => search(query),
    }),
  }),
};
