import { pageQuerySchema } from '@/lib/contracts/common';
import { feedPageSchema, followingListQuerySchema, followingPageSchema, followItemParamsSchema, followStateSchema } from '@/lib/contracts/following';
import { method, route, type RouteTable } from '@/server/http/route';
import { getFeed } from '@/server/discovery/feed';
import { getFollowing, listFollowing, setFollowing } from '@/server/discovery/follows';

/** What every method of /users/following/:kind/:id shares. */
const followItem = { auth: 'required', query: followItemParamsSchema, response: followStateSchema } as const;

// Following artists, DJs and podcasts, and the feed of their releases: a member's own, like the rest of /users.
export const followingRoutes: RouteTable = {
  '/api/v3/users/feed': route({
    GET: method({
      summary: 'The newest released mixtapes of the artists and DJs you follow and episodes of the podcasts you follow, newest first, each with who it is there for',
      auth: 'required',
      query: pageQuerySchema,
      response: feedPageSchema,
      handler: ({ user, query }) => getFeed(user.id, query.page, query.take),
    }),
  }),
  '/api/v3/users/following': route({
    GET: method({
      summary: 'The artists, DJs or podcasts (`kind`) you follow, the latest followed first',
      auth: 'required',
      query: followingListQuerySchema,
      response: followingPageSchema,
      handler: ({ user, query }) => listFollowing(user.id, query.kind, query.page, query.take),
    }),
  }),
  '/api/v3/users/following/:kind/:id': route({
    GET: method({ ...followItem, summary: 'Whether you follow an artist, a DJ or a podcast, and its follower count', handler: ({ user, query }) => getFollowing(user.id, query.kind, query.id) }),
    POST: method({
      ...followItem,
      summary: 'Follow an artist, a DJ or a podcast (following again changes nothing); answers the follower count after it',
      handler: ({ user, query }) => setFollowing(user.id, query.kind, query.id, true),
    }),
    DELETE: method({
      ...followItem,
      summary: 'Unfollow an artist, a DJ or a podcast (unfollowing one you do not follow is no error); answers the follower count after it',
      handler: ({ user, query }) => setFollowing(user.id, query.kind, query.id, false),
    }),
  }),
};
