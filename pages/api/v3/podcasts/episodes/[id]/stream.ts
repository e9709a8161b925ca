import { idParamsSchema } from '@/lib/contracts/params';
import { method, route } from '@/server/http/route';
import { getEpisodeMedia } from '@/server/catalog/podcasts';
import { sendMedia } from '@/server/playback/send-media';

export const config = { api: { bodyParser: false } };

const stream = method({
  summary: "An episode's audio, with byte ranges and conditional requests",
  query: idParamsSchema,
  handler: async ({ req, res, query }) => sendMedia(req, res, await getEpisodeMedia(query.id)),
});

export default route({ GET: stream, HEAD: stream });
