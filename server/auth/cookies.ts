import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextApiResponse } from 'next';
import { readCookies } from '../http/respond';
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

export function readRefreshCookie(req: IncomingMessage): string | undefined {
  return readCookies(req)[REFRESH_COOKIE] || undefined;
}
