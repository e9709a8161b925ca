import { offlineLinksBodySchema, offlineLinksSchema, signedOfflineQuerySchema } from '@/lib/contracts/library';
import { method, route, type RouteTable } from '@/server/http/route';
import { fileMethod } from '@/server/http/send-file';
import { offlineTrack, requestOfflineLinks } from '@/server/library/offline';

// Saving offline (see docs/product.md, Offline and installing): the links a premium member's save fetches the audio by.

const offlineFile = fileMethod(
  "A track's audio behind an offline link, in the quality it names, with byte ranges (403 when tampered with or expired, 451 once taken down)",
  signedOfflineQuerySchema,
  (query) => offlineTrack(query),
);

export const offlineRoutes: RouteTable = {
  '/api/v3/offline/links': route({
    POST: method({
      summary: "Signed links to the tracks' audio for saving them offline, valid for 10 minutes (premium members; 403 for anyone else)",
      auth: 'required',
      body: offlineLinksBodySchema,
      response: offlineLinksSchema,
      cache: 'no-store',
      handler: ({ user, body }) => requestOfflineLinks(user.id, body),
    }),
  }),
  '/api/v3/offline/tracks/:id': route({ GET: offlineFile, HEAD: offlineFile }),
};
