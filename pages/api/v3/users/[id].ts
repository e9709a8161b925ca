import { z } from 'zod';
import { method, route, routeNotFound } from '@/server/http/route';
import { getUser, toPublicUser } from '@/server/auth/users';
import { clientIpHash, enforceRateLimit, envLimit } from '@/server/http/rate-limit';
import { numericIdSchema } from '@/lib/contracts/common';
import { publicUserSchema } from '@/lib/contracts/auth';

export const config = { api: { bodyParser: false } };

/**
 * Anyone's public profile. Private fields (email, phone, settings) are only ever served by /users/me. Ids are
 * sequential, so reads are limited per IP: the profiles cannot be walked as a directory.
 */
export default route({
  GET: method({
    summary: "A user's public profile",
    response: publicUserSchema,
    // Only numbers are users: /users/likes and other words are paths of the API this route must not swallow.
    query: z.object({ id: z.string() }),
    handler: async ({ req, query }) => {
      const id = numericIdSchema.safeParse(query.id);
      if (!id.success) throw routeNotFound(req);
      await enforceRateLimit(`users:profile:${clientIpHash(req)}`, {
        limit: envLimit('RATE_LIMIT_PROFILES_PER_MINUTE', 30),
        windowSeconds: 60,
      });
      return toPublicUser(await getUser(id.data));
    },
  }),
});
