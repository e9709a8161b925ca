import { downloadLinkSchema } from '@/lib/contracts/library';
import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { requestTrackDownload } from '@/server/library/downloads';

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    summary: 'A signed link to the track as an MP3, valid for 10 minutes (guests only for tracks with guestDownload)',
    auth: 'optional',
    query: idParamsSchema,
    response: downloadLinkSchema,
    handler: ({ user, query }) => requestTrackDownload(user?.id ?? null, query.id),
  }),
});
