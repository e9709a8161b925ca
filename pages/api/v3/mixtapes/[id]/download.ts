import { downloadLinkSchema, mixtapeDownloadSizeSchema } from '@/lib/contracts/library';
import { idParamsSchema } from '@/lib/contracts/params';
import { catalogCache } from '@/server/catalog/catalog-cache';
import { method, route } from '@/server/http/route';
import { requestMixtapeDownload } from '@/server/library/downloads';
import { mixtapeZipSize } from '@/server/library/mixtape-zip';

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ summary: "The exact size in bytes of a mixtape's zip", query: idParamsSchema, response: mixtapeDownloadSizeSchema, cache: catalogCache, handler: ({ query }) => mixtapeZipSize(query.id) }),
  POST: method({
    summary: "A signed link to the mixtape's zip (every track and the cover), valid for 10 minutes; a paid mixtape's only for its buyers and premium members (403)",
    auth: 'required',
    query: idParamsSchema,
    response: downloadLinkSchema,
    handler: ({ user, query }) => requestMixtapeDownload(user.id, query.id),
  }),
});
