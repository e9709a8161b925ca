import type { IncomingMessage, ServerResponse } from 'node:http';
import { getMediaStorage, writeRange } from '../adapters/media-storage';
import type { OpenMedia } from '../adapters/stored-media';
import { notFound } from '../core/errors';
import { settings } from '../core/config';
import type { BuiltFile, FileReply, StoredFile } from '../core/files';
import type { z } from 'zod';
import { parseRange } from './byte-range';
import { etagMatches, sendEmpty, sendJson } from './respond';
import { method } from './route';

/** How long a redirect to object storage stays valid; browsers keep the redirect itself for a fifth of that. */
const SIGNED_URL_SECONDS = 900;

/** A GET (and HEAD) answered by the file `load` describes for the parsed query, with byte ranges and conditional requests. */
export const fileMethod = <Q>(summary: string, query: z.ZodType<Q>, load: (query: Q) => Promise<FileReply>) =>
  method({ summary, query, handler: async ({ req, res, query: parsed }) => sendFile(req, res, await load(parsed)) });

/** Answers with a file a rule described: stored or built, with conditional requests and byte ranges. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: FileReply): Promise<void> {
  return file.kind === 'stored' ? sendStored(req, res, file) : sendBuilt(req, res, file);
}

/**
 * A stored media file, from a file held open for reuse; or, from object storage, a redirect to a short-lived
 * signed URL of the store (unless MEDIA_PROXY=1 asks the app to pass the bytes through itself), so audio flows
 * from the bucket or its CDN.
 */
async function sendStored(req: IncomingMessage, res: ServerResponse, file: StoredFile): Promise<void> {
  const storage = getMediaStorage();
  if (storage.signedUrl && !settings().MEDIA_PROXY) {
    if (!(await storage.stat(file.key))) throw notFound('Media file not found');
    const url = await storage.signedUrl(file.key, { expiresInSeconds: SIGNED_URL_SECONDS, contentType: file.mimeType, contentDisposition: file.disposition });
    res.statusCode = 302;
    res.setHeader('Location', url);
    res.setHeader('Cache-Control', `private, max-age=${SIGNED_URL_SECONDS / 5}`);
    res.end();
    return;
  }
  const media = await storage.open(file.key);
  if (!media) throw notFound('Media file not found');
  try {
    await sendOpen(req, res, file, media);
  } finally {
    media.release();
  }
}

async function sendOpen(req: IncomingMessage, res: ServerResponse, file: StoredFile, media: OpenMedia): Promise<void> {
  const etag = `"${media.size.toString(16)}-${Math.floor(media.mtime.getTime()).toString(16)}"`;
  const lastModified = new Date(Math.floor(media.mtime.getTime() / 1000) * 1000);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified.toUTCString());
  res.setHeader('Cache-Control', file.cacheControl ?? `public, max-age=${file.maxAge ?? 86_400}`);
  if (file.disposition) res.setHeader('Content-Disposition', file.disposition);

  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  const notModified = ifNoneMatch
    ? etagMatches(ifNoneMatch, etag)
    : !!ifModifiedSince && Date.parse(ifModifiedSince) >= lastModified.getTime();
  if (notModified) return sendEmpty(res, 304);

  // If-Range: a range is only honoured against the same version of the file.
  const ifRange = req.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== etag && ifRange !== lastModified.toUTCString() ? undefined : req.headers.range;
  const bounds = sendRangeHead(req, res, rangeHeader, media.size, file.mimeType);
  if (!bounds) return;
  if (media.size === 0) return void res.end();
  await writeRange(res, media, bounds.start, bounds.end);
}

async function sendBuilt(req: IncomingMessage, res: ServerResponse, file: BuiltFile): Promise<void> {
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', file.etag);
  res.setHeader('Cache-Control', file.cacheControl);
  res.setHeader('Content-Disposition', file.disposition);
  if (req.headers['if-none-match'] && etagMatches(req.headers['if-none-match'], file.etag)) return sendEmpty(res, 304);
  const ifRange = req.headers['if-range'];
  const bounds = sendRangeHead(req, res, ifRange && ifRange !== file.etag ? undefined : req.headers.range, file.size, file.contentType);
  if (!bounds) return;
  await file.write(res, bounds.start, bounds.end);
}

/**
 * The status and headers of a 200 or a 206 for the range asked, and the bytes to send: null when the answer is
 * complete already (a HEAD; a 416 when the range cannot be met).
 */
function sendRangeHead(req: IncomingMessage, res: ServerResponse, rangeHeader: string | undefined, size: number, contentType: string) {
  const range = parseRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${size}`);
    sendJson(req, res, 416, { statusCode: 416, message: 'Requested range not satisfiable', error: 'Range Not Satisfiable' });
    return null;
  }
  const bounds = range.kind === 'partial' ? range : { start: 0, end: size - 1 };
  res.statusCode = range.kind === 'partial' ? 206 : 200;
  if (range.kind === 'partial') res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', String(size === 0 ? 0 : bounds.end - bounds.start + 1));
  if (req.method !== 'HEAD') return bounds;
  res.end();
  return null;
}
