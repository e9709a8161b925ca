import type { IncomingMessage } from 'node:http';
import { config, settings } from '../core/config';
import { HttpError } from './errors';
import { isHttps } from './security-headers';

/**
 * A URL's origin as a browser compares it: scheme, host and port, with the scheme's default port left out
 * ('https://Mixtapes.example:443/' is 'https://mixtapes.example'). Null when there is none ('null', not a URL).
 */
function originOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { protocol, host } = new URL(url);
  return host ? `${protocol}//${host}`.toLowerCase() : null;
}

const allowedOrigins = () => [config.appUrl, ...settings().ALLOWED_ORIGINS].map(originOf);

/** This site as the request reached it: its scheme (from the trusted proxy, if any) with the Host it was sent to. */
function ownOrigins(req: IncomingMessage): (string | null)[] {
  const scheme = isHttps(req, config.trustProxy) ? 'https' : 'http';
  const forwardedHost = config.trustProxy ? req.headers['x-forwarded-host'] : undefined;
  return [req.headers.host, ...(Array.isArray(forwardedHost) ? forwardedHost : [forwardedHost])]
    .filter((host): host is string => !!host)
    .map((host) => originOf(`${scheme}://${host.split(',')[0].trim()}`));
}

/**
 * Cookies ride along on any request to /api, including one a foreign page makes. A state-changing call that a
 * browser sends with an Origin must come from this site (the scheme and Host it was sent to), APP_URL or
 * ALLOWED_ORIGINS, compared by scheme, host and port: an https page is another origin than the http site.
 * No Origin at all is a non-browser client, or a browser's same-origin GET: nothing to forge there.
 */
export function assertSameOrigin(req: IncomingMessage): void {
  if (!req.headers.origin) return;
  const origin = originOf(req.headers.origin);
  if (!origin || (!allowedOrigins().includes(origin) && !ownOrigins(req).includes(origin))) {
    throw new HttpError(403, 'This request came from another site and was refused.');
  }
}
