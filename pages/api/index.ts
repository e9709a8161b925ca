import { method, route } from '@/server/http/route';

export const config = { api: { bodyParser: false } };

/** /api itself: where the API versions and their documentation are. */
export default route({
  GET: method({
    summary: 'Where the API versions and their documentation are',
    cache: 'public, max-age=3600',
    handler: () => ({
      versions: { v3: '/api/v3', 'v2.0': '/api/v2.0' },
      docs: '/api/docs',
      openapi: '/api/docs/openapi.json',
    }),
  }),
});
