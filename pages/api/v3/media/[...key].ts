import { z } from 'zod';
import { method, route } from '@/server/http/route';
import { mediaMimeType } from '@/server/adapters/mime';
import { sendMedia } from '@/server/playback/send-media';

export const config = { api: { bodyParser: false } };

const serve = method({
  summary: 'A media file (a cover, the ad audio), with byte ranges and conditional requests',
  query: z.object({ key: z.array(z.string()).min(1) }),
  handler: ({ req, res, query }) => {
    const key = query.key.join('/');
    return sendMedia(req, res, { key, mimeType: mediaMimeType(key), maxAge: 604_800 });
  },
});

export default route({ GET: serve, HEAD: serve });
