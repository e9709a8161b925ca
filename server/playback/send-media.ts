import type { IncomingMessage, ServerResponse } from 'node:http';
import { getMediaStorage, type OpenMedia } from '../adapters/media-storage';
import { notFound } from '../http/errors';
import { etagMatches, sendEmpty, sendJson } from '../http/respond';
import { parseRange } from './byte-range';

export interface MediaFile {
  key: string;
  mimeType: string;
  /**
   * Kept by browsers and CDNs for this long. Not `immutable`: keys are names, not hashes of the bytes (a forced
   * reseed writes new bytes under the same keys), so a client must be able to revalidate.
   */
  maxAge?: number;
  /** Cache-Control in place of the public one `maxAge` makes (a download behind a signed link is no one else's). */
  cacheControl?: string;
  /** Content-Disposition: a download's file name. */
  disposition?: string;
}

/** How long a redirect to object storage stays valid; browsers keep the redirect itself for a fifth of that. */
const SIGNED_URL_SECONDS = 900;

/** Bytes read and written per step: a 64 KB range (what players ask for) is one read and one write. */
const CHUNK_BYTES = 256 * 1024;

export const drained = (res: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });

/**
 * Writes bytes `start..end` of an open file: each chunk is read into a buffer of its own and handed to the socket
 * as is (one copy out of the kernel, none in between), with backpressure. A client gone stops the reading.
 */
export async function writeRange(res: ServerResponse, media: OpenMedia, start: number, end: number): Promise<void> {
  for (let position = start; position <= end; ) {
    if (res.destroyed) return;
    const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, end - position + 1));
    const read = await media.read(buffer, position);
    if (read === 0) throw new Error('The media file is shorter than its size');
    position += read;
    const chunk = read === buffer.length ? buffer : buffer.subarray(0, read);
    if (position > end) res.end(chunk);
    else if (!res.write(chunk)) await drained(res);
  }
}

/**
 * Serves a stored media file with conditional requests and byte ranges, from a file held open for reuse; or, from
 * object storage, redirects to a short-lived signed URL of the store (unless MEDIA_PROXY=1 asks the app to pass
 * the bytes through itself), so audio flows from the bucket or its CDN.
 */
export async function sendMedia(req: IncomingMessage, res: ServerResponse, file: MediaFile): Promise<void> {
  const storage = getMediaStorage();
  if (storage.signedUrl && process.env.MEDIA_PROXY !== '1') {
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
    await send(req, res, file, media);
  } finally {
    media.release();
  }
}

async function send(req: IncomingMessage, res: ServerResponse, file: MediaFile, media: OpenMedia): Promise<void> {
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
  if (notModified) {
    sendEmpty(res, 304);
    return;
  }

  // If-Range: a range is only honoured against the same version of the file.
  const ifRange = req.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== etag && ifRange !== lastModified.toUTCString() ? undefined : req.headers.range;
  const range = parseRange(rangeHeader, media.size);
  if (range.kind === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${media.size}`);
    sendJson(req, res, 416, { statusCode: 416, message: 'Requested range not satisfiable', error: 'Range Not Satisfiable' });
    return;
  }

  res.setHeader('Content-Type', file.mimeType);
  const bounds = range.kind === 'partial' ? range : { start: 0, end: media.size - 1 };
  if (range.kind === 'partial') {
    res.statusCode = 206;
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${media.size}`);
  } else {
    res.statusCode = 200;
  }
  res.setHeader('Content-Length', String(media.size === 0 ? 0 : bounds.end - bounds.start + 1));
  if (req.method === 'HEAD' || media.size === 0) {
    res.end();
    return;
  }
  await writeRange(res, media, bounds.start, bounds.end);
}
