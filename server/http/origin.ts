import type { IncomingMessage } from 'node:http';
import { config } from '../config';
import { HttpError } from './errors';

const normalize = (origin: string) => origin.trim().replace(/\/$/, '').toLowerCase();

const allowedOrigins = () => [config.appUrl, ...(process.env.ALLOWED_ORIGINS ?? '').split(',')].map(normalize).filter(Boolean);

function hostOf(origin: string): string | null {
  try {
    return origin === 'null' ? null : new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Cookies ride along on any request to /api, including one a foreign page makes. A state-changing call that a
 * browser sends with an Origin must come from this host (the Host it was sent to), APP_URL or ALLOWED_ORIGINS.
 * No Origin at all is a non-browser client, or a browser's same-origin GET: nothing to forge there.
 */
export function assertSameOrigin(req: IncomingMessage): void {
  const origin = req.headers.origin;
  if (!origin) return;
  if (allowedOrigins().includes(normalize(origin))) return;
  const host = hostOf(origin);
  const forwardedHost = config.trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const ownHosts = [req.headers.host, ...(Array.isArray(forwardedHost) ? forwardedHost : [forwardedHost])]
    .filter((h): h is string => !!h)
    .map((h) => h.split(',')[0].trim().toLowerCase());
  if (!host || !ownHosts.includes(host)) {
    throw new HttpError(403, 'This request came from another site and was refused.');
  }
}
