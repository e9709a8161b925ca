import type { IncomingMessage, ServerResponse } from 'node:http';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { NextApiRequest, NextApiResponse } from 'next';
import { requestContext } from './request-context';
import { routeNotFound, sendError, type RouteHandler, type RouteTable } from './route';

// The API's one router: `npm start` (scripts/serve.mjs) hands every /api request here, `next dev` does the same
// through its one catch-all API route (pages/api/[[...path]].ts), and the API tests run it behind a real server.
// It matches the path in the route table (server/routes) with find-my-way, puts the path params into req.query
// beside the query string, and leaves the rest to the route: its methods (405), auth, body and answer.

/** Every method: a route answers the ones it lacks itself (405 with Allow), as it does HEAD from GET. */
const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface Found {
  handler: RouteHandler;
  /** The route's pattern, its name in logs and metrics ('/api/v3/mixtapes/:id'). */
  label: string;
  /** The name of a last `*name` segment, whose param is the rest of the path as segments. */
  rest?: string;
}

type Params = Record<string, string | string[]>;

/** The query string as Next parses it: a repeated key becomes an array. */
function parseQuery(search: string): Params {
  const query: Params = {};
  if (!search) return query;
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = Object.hasOwn(query, key) ? query[key] : undefined;
    if (seen === undefined) query[key] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else query[key] = [seen, value];
  }
  return query;
}

/** Next answers a path with backslashes, repeated slashes or a trailing slash with a 308 to its clean form. */
const cleanPath = (path: string) => path.replace(/\\/g, '/').replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

/**
 * A request listener for /api URLs (origin-form, dot segments resolved and percent-decodable: the gateway in front
 * sees to all three) over these routes. A pattern's `:name` segment is a param; a last `*name` takes the rest of the
 * path as segments. A static segment beats a param, which beats the rest of a path.
 */
export function createApiRouter(routes: RouteTable) {
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>({ caseSensitive: true });
  for (const [label, handler] of Object.entries(routes)) {
    const rest = /\/\*(\w+)$/.exec(label);
    const pattern = rest ? `${label.slice(0, rest.index)}/*` : label;
    const found: Found = { handler, label, rest: rest?.[1] };
    router.on(METHODS, pattern, () => undefined, found);
  }
  return function routeApi(req: IncomingMessage, res: ServerResponse): unknown {
    const url = req.url ?? '/api';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const clean = cleanPath(path);
    if (clean !== path) {
      res.statusCode = 308;
      res.setHeader('Location', clean + (q === -1 ? '' : url.slice(q)));
      res.end();
      return;
    }
    const match = router.find('GET', path);
    const found = match?.store as Found | undefined;
    const params: Params = { ...(match?.params as Record<string, string> | undefined) };
    if (found?.rest) {
      params[found.rest] = String(params['*']).split('/');
      delete params['*'];
    }
    const apiReq = Object.assign(req, { query: { ...parseQuery(q === -1 ? '' : url.slice(q + 1)), ...params } }) as NextApiRequest;
    if (!found) return sendError(apiReq, res as NextApiResponse, routeNotFound(apiReq));
    requestContext(req).route = found.label;
    return found.handler(apiReq, res as NextApiResponse);
  };
}
