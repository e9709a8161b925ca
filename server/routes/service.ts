import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { healthSchema, readinessSchema } from '@/lib/contracts/health';
import { settings } from '@/server/core/config';
import { metrics } from '@/server/core/metrics';
import { HttpError } from '@/server/http/errors';
import { sendJson } from '@/server/http/respond';
import { method, route, routeNotFound, type RouteTable } from '@/server/http/route';
import { readiness } from '@/server/telemetry/readiness';

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GET /api/metrics: off (the 404 of a route that does not exist) unless METRICS_TOKEN is set, and then only for a
 * caller presenting it as `Authorization: Bearer <token>` (Prometheus's `authorization` scrape setting).
 */
async function sendMetrics({ req, res }: { req: NextApiRequest; res: NextApiResponse }): Promise<undefined> {
  const token = settings().METRICS_TOKEN;
  if (!token) throw routeNotFound(req);
  const presented = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  if (!sameSecret(presented, token)) throw new HttpError(401, 'Metrics need the METRICS_TOKEN as a Bearer token.', { 'WWW-Authenticate': 'Bearer' });
  const { registry } = metrics();
  const body = await registry.metrics();
  res.statusCode = 200;
  res.setHeader('Content-Type', registry.contentType);
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
  return undefined;
}

export const serviceRoutes: RouteTable = {
  /** /api itself: where the API versions and their documentation are. */
  '/api': route({
    GET: method({
      summary: 'Where the API versions and their documentation are',
      cache: 'public, max-age=3600',
      handler: () => ({
        versions: { v3: '/api/v3', 'v2.0': '/api/v2.0' },
        docs: '/api/docs',
        openapi: '/api/docs/openapi.json',
      }),
    }),
  }),
  /** Liveness: the process answers. Touches nothing else, so a slow database never gets a healthy process restarted. */
  '/api/health': route({
    GET: method({
      summary: 'Liveness: the process is up (for a load balancer or orchestrator)',
      response: healthSchema,
      handler: () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
    }),
  }),
  /** Prometheus metrics of this process; only with METRICS_TOKEN set on the server and presented as a Bearer token. */
  '/api/metrics': route({
    GET: method({ summary: 'Prometheus metrics (needs METRICS_TOKEN, sent as a Bearer token; 404 when unset)', handler: sendMetrics }),
  }),
  /** Readiness: 200 when the database (with every migration) and the media store can serve, else 503 with the failing check. */
  '/api/ready': route({
    GET: method({
      summary: 'Readiness: database reachable, migrations applied, media store usable (503 when not)',
      response: readinessSchema,
      handler: async ({ req, res }) => {
        const result = await readiness();
        if (result.status === 'ready') return result;
        res.setHeader('Cache-Control', 'no-store');
        sendJson(req, res, 503, result);
        return undefined;
      },
    }),
  }),
};
