import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextApiRequest, NextApiResponse } from 'next';
import { HttpError } from '../http/errors';
import { REFRESH_TTL_SECONDS } from './sessions';

export const REFRESH_COOKIE = 'refresh_token';
/** Sent only to the API: pages never need it, and every API version lives under /api. */
const COOKIE_PATH = '/api';

/** https directly (TLS socket) or behind a proxy that says so. */
export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase() === 'https';
}

function cookie(req: IncomingMessage, value: string, maxAge: number): string {
  const parts = [`${REFRESH_COOKIE}=${value}`, `Path=${COOKIE_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (isHttps(req)) parts.push('Secure');
  return parts.join('; ');
}

export function setRefreshCookie(req: IncomingMessage, res: NextApiResponse, token: string): void {
  res.setHeader('Set-Cookie', cookie(req, token, REFRESH_TTL_SECONDS));
}

export function clearRefreshCookie(req: IncomingMessage, res: NextApiResponse): void {
  res.setHeader('Set-Cookie', cookie(req, '', 0));
}

export function readRefreshCookie(req: NextApiRequest): string | undefined {
  return req.cookies?.[REFRESH_COOKIE] || undefined;
}

const allowedOrigins = () =>
  (process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, '').toLowerCase())
    .filter(Boolean);

/**
 * The refresh cookie rides along on any request to /api, including one a foreign page makes. For the calls
 * that act on the cookie alone (refresh, logout), a browser-sent Origin must be this host or an allowed one.
 * No Origin at all is a non-browser client or a same-origin GET-style navigation: nothing to forge there.
 */
export function assertSameOrigin(req: IncomingMessage): void {
  const origin = req.headers.origin;
  if (!origin) return;
  const normalized = origin.replace(/\/$/, '').toLowerCase();
  if (allowedOrigins().includes(normalized)) return;
  let host: string | null = null;
  try {
    host = origin === 'null' ? null : new URL(origin).host.toLowerCase();
  } catch {
    host = null;
  }
  const forwardedHost = process.env.TRUST_PROXY ? req.headers['x-forwarded-host'] : undefined;
  const ownHosts = [req.headers.host, ...(Array.isArray(forwardedHost) ? forwardedHost : [forwardedHost])]
    .filter((h): h is string => !!h)
    .map((h) => h.split(',')[0].trim().toLowerCase());
  if (!host || !ownHosts.includes(host)) {
    throw new HttpError(403, 'This request came from another site and was refused.');
  }
}
