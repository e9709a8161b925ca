import { z } from 'zod';
import { numericIdSchema } from '@/lib/contracts/common';
import { method, route } from '@/server/http/route';
import { getUser, toPublicUser } from '@/server/auth/users';

/** Anyone's public profile. Private fields (email, phone, settings) are only ever served by /users/me. */
export default route({
  GET: method({
    query: z.object({ id: numericIdSchema }),
    handler: async ({ query }) => toPublicUser(await getUser(query.id)),
  }),
});
