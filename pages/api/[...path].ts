import type { NextApiRequest, NextApiResponse } from 'next';
import { routeNotFound, sendError } from '@/server/http/route';

export const config = { api: { bodyParser: false } };

/** Every path under /api that no route serves: the API's JSON 404, whatever the method. */
export default function unknownRoute(req: NextApiRequest, res: NextApiResponse) {
  sendError(req, res, routeNotFound(req));
}
