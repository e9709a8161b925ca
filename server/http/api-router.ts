import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { getMediaStorage } from '../adapters/media-storage';
import { invalidateCatalog } from '../catalog/catalog-cache';
import { closeDb } from '../db/client';
import { apiSegments } from '../openapi/api-paths';
import { apiRouteModules } from '../openapi/routes';
import { undocumentedRouteModules } from '../openapi/undocumented-routes';
import { requestContext } from './request-context';
import { routeNotFound, sendError } from './route';

// The API without Next: scripts/serve.mjs hands every /api request here, and the API tests run the same router.
// It dispatches to the route files of pages/api as Next's API layer does, and nothing else (every route reads
// its own body and writes with plain Node calls), so `next dev` still serves the same files unchanged.

export interface ApiRouteModule {
  /** Path under pages/api ('v3/mixtapes/[id]/queue.ts'). */
  file: string;
  handler: NextApiHandler;
}

/** Every route file under pages/api, from the generated registries. */
export const apiRoutes: readonly ApiRouteModule[] = [...apiRouteModules, ...undocumentedRouteModules];

interface RouteNode {
  handler?: NextApiHandler;
  statics: Map<string, RouteNode>;
  dynamic?: { name: string; node: RouteNode };
  catchAll?: { name: string; handler: NextApiHandler };
}

const node = (): RouteNode => ({ statics: new Map() });

function routeTree(routes: readonly ApiRouteModule[]): RouteNode {
  const root = node();
  for (const { file, handler } of routes) {
    let at = root;
    const segments = apiSegments(file);
    const last = segments.at(-1);
    for (const segment of last?.kind === 'catchAll' ? segments.slice(0, -1) : segments) {
      if (segment.kind === 'static') {
        if (!at.statics.has(segment.name)) at.statics.set(segment.name, node());
        at = at.statics.get(segment.name)!;
      } else if (segment.kind === 'dynamic') {
        // Next refuses two names for one dynamic segment ([id] beside [slug]): so does this.
        if (at.dynamic && at.dynamic.name !== segment.name) throw new Error(`pages/api/${file}: [${segment.name}] beside [${at.dynamic.name}]`);
        at.dynamic ??= { name: segment.name, node: node() };
        at = at.dynamic.node;
      } else {
        throw new Error(`pages/api/${file}: a catch-all must be the last segment`);
      }
    }
    if (last?.kind === 'catchAll') at.catchAll = { name: last.name, handler };
    else at.handler = handler;
  }
  return root;
}

type Params = Record<string, string | string[]>;

/**
 * The handler for these path segments (still percent-encoded, as Next compares them), with its params decoded.
 * Per segment a static name beats a dynamic one, which beats a catch-all; a branch that leads nowhere falls back
 * to the next kind, so the first route in Next's order that matches the whole path wins.
 */
function match(at: RouteNode, segments: string[], i: number, params: Params): NextApiHandler | undefined {
  if (i === segments.length) return at.handler;
  const fixed = at.statics.get(segments[i]);
  const found = fixed && match(fixed, segments, i + 1, params);
  if (found) return found;
  if (at.dynamic) {
    const viaParam = match(at.dynamic.node, segments, i + 1, params);
    if (viaParam) {
      params[at.dynamic.name] = decodeURIComponent(segments[i]);
      return viaParam;
    }
  }
  if (at.catchAll) {
    params[at.catchAll.name] = segments.slice(i).map(decodeURIComponent);
    return at.catchAll.handler;
  }
  return undefined;
}

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

/** The route's name in logs and metrics: its URL pattern ('v3/mixtapes/[id]/index.ts' → '/api/v3/mixtapes/[id]'). */
const routeLabel = (file: string) => `/api/${file}`.replace(/\.ts$/, '').replace(/\/index$/, '');

/** Next answers a path with backslashes, repeated slashes or a trailing slash with a 308 to its clean form. */
const cleanPath = (path: string) => path.replace(/\\/g, '/').replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

/**
 * A request listener for /api URLs (origin-form, dot segments resolved and percent-decodable: the gateway in front
 * sees to all three). Routes as Next does: its redirects, then the route tree, with path params merged over the
 * query in req.query.
 */
export function createApiRouter(routes: readonly ApiRouteModule[] = apiRoutes) {
  const root = routeTree(routes);
  const labels = new Map(routes.map(({ file, handler }) => [handler, routeLabel(file)]));
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
    const params: Params = {};
    const handler = path === '/api' ? root.handler : path.startsWith('/api/') ? match(root, path.slice(5).split('/'), 0, params) : undefined;
    const apiReq = Object.assign(req, { query: { ...parseQuery(q === -1 ? '' : url.slice(q + 1)), ...params } }) as NextApiRequest;
    if (!handler) return sendError(apiReq, res as NextApiResponse, routeNotFound(apiReq));
    requestContext(req).route = labels.get(handler);
    return handler(apiReq, res as NextApiResponse);
  };
}

/** Lets go of what the API holds in this process: open media files, kept catalog answers, the database. */
export async function closeApi(): Promise<void> {
  getMediaStorage().close();
  invalidateCatalog();
  await closeDb();
}
