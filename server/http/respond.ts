import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Below this a gzipped answer saves too little to be worth the work (the threshold Next's compression used). */
const GZIP_MIN_BYTES = 1024;

/** Whether an If-None-Match header names this ETag (or `*`), weak or strong alike. */
export function etagMatches(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Whether Accept-Encoding takes gzip (named, or `*`, without q=0). */
export function acceptsGzip(req: IncomingMessage): boolean {
  const header = req.headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.split(';');
    const name = coding.trim().toLowerCase();
    return (name === 'gzip' || name === '*') && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(p));
  });
}

/** A serialized answer, with the weak ETag of its body when it is cacheable: kept and sent again as is. */
export interface Reply {
  readonly body: Buffer;
  readonly etag?: string;
  /** The body gzipped, made on the first request that takes it. */
  gzipped?: Buffer;
}

export function jsonReply(value: unknown, cacheable = true): Reply {
  const body = Buffer.from(JSON.stringify(value));
  return cacheable ? { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` } : { body };
}

const isRead = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/**
 * Writes a reply (JSON unless `type` says otherwise) with plain Node calls, so route handlers run on any http
 * server. With an ETag, a read whose If-None-Match names it answers 304; a body worth compressing goes gzipped to
 * a client that takes it.
 */
export function sendReply(req: IncomingMessage, res: ServerResponse, status: number, reply: Reply, type = JSON_TYPE): void {
  res.statusCode = status;
  res.setHeader('Vary', 'Accept-Encoding');
  if (reply.etag) {
    res.setHeader('ETag', reply.etag);
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && isRead(req) && etagMatches(ifNoneMatch, reply.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.setHeader('Content-Type', type);
  let body = reply.body;
  if (body.length >= GZIP_MIN_BYTES && req.method !== 'HEAD' && acceptsGzip(req)) {
    body = reply.gzipped ??= gzipSync(reply.body);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** A JSON answer made for this request. A cacheable read (200, not `no-store`) carries the weak ETag of its body. */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown): void {
  const cacheable = status === 200 && isRead(req) && res.getHeader('Cache-Control') !== 'no-store';
  sendReply(req, res, status, jsonReply(value, cacheable));
}

/** An answer with no body (204, 304). */
export function sendEmpty(res: ServerResponse, status: number): void {
  res.statusCode = status;
  res.end();
}
