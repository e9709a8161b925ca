import { coverQuerySchema } from '@/lib/contracts/covers';
import { method, route } from '@/server/http/route';
import { sendCoverRendition } from '@/server/media/renditions';

export const config = { api: { bodyParser: false } };

const cover = method({
  summary: "The track's cover (its mixtape's when it has none of its own) as a square JPEG of `size` pixels (96, 128, 192, 256, 384 or 512), with byte ranges and conditional requests",
  query: coverQuerySchema,
  handler: ({ req, res, query }) => sendCoverRendition(req, res, 'tracks', query.id, query.size),
});

export default route({ GET: cover, HEAD: cover });
