import { pipeline } from 'node:stream/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getMediaStorage } from '../adapters/media-storage';
import { notFound } from '../http/errors';
import { etagMatches, sendEmpty, sendJson } from '../http/respond';
import { parseRange } from './byte-range';

export interface MediaFile {
  key: string;
  mimeType: string;
  /** Kept by browsers and CDNs for this long; media keys never change content. */
  maxAge?: number;
}

/** Serves a stored media file with conditional requests and byte ranges, streamed from storage. */
export async function sendMedia(req: IncomingMessage, res: ServerResponse, file: MediaFile): Promise<void> {
  const storage = getMediaStorage();
  const stat = await storage.stat(file.key);
  if (!stat) throw notFound('Media file not found');

  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtime.getTime()).toString(16)}"`;
  const lastModified = new Date(Math.floor(stat.mtime.getTime() / 1000) * 1000);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified.toUTCString());
  res.setHeader('Cache-Control', `public, max-age=${file.maxAge ?? 86_400}`);

  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  const notModified = ifNoneMatch
    ? etagMatches(ifNoneMatch, etag)
    : !!ifModifiedSince && Date.parse(ifModifiedSince) >= lastModified.getTime();
  if (notModified) {
    sendEmpty(res, 304);
    return;
  }

  // If-Range: a range is only honoured against the same version of the file.
  const ifRange = req.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== etag && ifRange !== lastModified.toUTCString() ? undefined : req.headers.range;
  const range = parseRange(rangeHeader, stat.size);
  if (range.kind === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${stat.size}`);
    sendJson(req, res, 416, { statusCode: 416, message: 'Requested range not satisfiable', error: 'Range Not Satisfiable' });
    return;
  }

  res.setHeader('Content-Type', file.mimeType);
  const bounds = range.kind === 'partial' ? range : { start: 0, end: stat.size - 1 };
  if (range.kind === 'partial') {
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
  } else {
    res.statusCode = 200;
  }
  res.setHeader('Content-Length', String(stat.size === 0 ? 0 : bounds.end - bounds.start + 1));
  if (req.method === 'HEAD' || stat.size === 0) {
    res.end();
    return;
  }
  try {
    await pipeline(storage.read(file.key, bounds), res);
  } catch (error) {
    // A listener seeking or closing the tab aborts the response: that is not a server error.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}
