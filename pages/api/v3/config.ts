import { clientConfigSchema } from '@/lib/contracts/catalog';
import { method, route } from '@/server/http/route';
import { getClientConfig } from '@/server/catalog/config';

export const config = { api: { bodyParser: false } };

export default route({
  // Read from the environment each time, and one member's own (a premium member hears no ads): kept by no cache.
  GET: method({
    summary: 'Client configuration: ads (none for a premium member) and the comments provider',
    auth: 'optional',
    response: clientConfigSchema,
    handler: ({ user }) => getClientConfig(user?.id ?? null),
  }),
});
