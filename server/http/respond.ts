import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Whether an If-None-Match header names this ETag (or `*`), weak or strong alike. */
export function etagMatches(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Writes a JSON answer with plain Node calls, so route handlers run on any http server (Next's, or the tests').
 * A cacheable GET answer carries a weak ETag of its body and answers a matching If-None-Match with 304.
 */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  if (status === 200 && (req.method === 'GET' || req.method === 'HEAD') && res.getHeader('Cache-Control') !== 'no-store') {
    const etag = `W/"${createHash('sha1').update(text).digest('base64url')}"`;
    res.setHeader('ETag', etag);
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

/** An answer with no body (204, 304). */
export function sendEmpty(res: ServerResponse, status: number): void {
  res.statusCode = status;
  res.end();
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
