import { coverQuerySchema } from '@/lib/contracts/covers';
import { method, route } from '@/server/http/route';
import { sendCoverRendition } from '@/server/media/renditions';

export const config = { api: { bodyParser: false } };

const cover = method({
  summary: "The mixtape's cover as a square JPEG of `size` pixels (96, 128, 192, 256, 384 or 512), with byte ranges and conditional requests",
  query: coverQuerySchema,
  handler: ({ req, res, query }) => sendCoverRendition(req, res, 'mixtapes', query.id, query.size),
});

export default route({ GET: cover, HEAD: cover });
