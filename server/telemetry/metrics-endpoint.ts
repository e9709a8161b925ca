import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { HttpError } from '../http/errors';
import { routeNotFound } from '../http/route';
import { metrics } from './metrics';

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GET /api/metrics: off (the 404 of a route that does not exist) unless METRICS_TOKEN is set, and then only for a
 * caller presenting it as `Authorization: Bearer <token>` (Prometheus's `authorization` scrape setting).
 */
export async function sendMetrics({ req, res }: { req: NextApiRequest; res: NextApiResponse }): Promise<undefined> {
  const token = process.env.METRICS_TOKEN;
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
