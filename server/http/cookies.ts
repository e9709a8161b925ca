import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { CookieChange } from '../core/cookies';

/**
 * https directly (TLS socket) or behind a proxy that says so: a cookie is then marked Secure. Believed without
 * TRUST_PROXY, since a client that forges it only loses its own cookie over plain http.
 */
export function sentOverHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** A domain's cookie (server/core/cookies.ts) as a Set-Cookie value: HttpOnly always, never sent to a script. */
function setCookieValue(req: IncomingMessage, change: CookieChange): string {
  const clear = change.value === null;
  const parts = [`${change.name}=${clear ? '' : encodeURIComponent(change.value!)}`, `Path=${change.path}`];
  if (clear) parts.push('Max-Age=0');
  else if (change.maxAge !== undefined) parts.push(`Max-Age=${change.maxAge}`);
  parts.push('HttpOnly', `SameSite=${change.sameSite}`);
  if (clear) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (sentOverHttps(req)) parts.push('Secure');
  return parts.join('; ');
}

/** Sets the cookies a domain asked for on the answer (replacing any set before on it). */
export function setCookies(req: IncomingMessage, res: ServerResponse, changes: readonly CookieChange[]): void {
  if (changes.length) res.setHeader('Set-Cookie', changes.map((change) => setCookieValue(req, change)));
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
