import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextApiResponse } from 'next';
import { REFRESH_TTL_SECONDS } from './sessions';

// How a request carries its credentials: the refresh cookie, a Bearer access token.

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

export function readRefreshCookie(req: IncomingMessage): string | undefined {
  return readCookies(req)[REFRESH_COOKIE] || undefined;
}

/** The cookies a request carries, by name (the first of a repeated name wins). */
export function readCookies(req: IncomingMessage): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const i = pair.indexOf('=');
    if (i < 1) continue;
    const name = pair.slice(0, i).trim();
    if (name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(pair.slice(i + 1).trim());
    } catch {
      cookies[name] = pair.slice(i + 1).trim();
    }
  }
  return cookies;
}

export function readBearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = /^Bearer\s+(\S+)$/i.exec((Array.isArray(header) ? header[0] : header)?.trim() ?? '');
  return match?.[1];
}
