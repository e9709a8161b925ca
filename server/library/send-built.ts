import type { IncomingMessage, ServerResponse } from 'node:http';
import { etagMatches, sendEmpty, sendJson } from '../http/respond';
import { parseRange } from '../playback/byte-range';

// A download built as it is sent (a mixtape's zip, an MP3 with its cover put in its tag): its size and ETag are
// known before a byte is made, and the same bytes come every time, so it answers conditional requests and byte
// ranges as a stored file does, and a download can be resumed.

export interface BuiltFile {
  size: number;
  etag: string;
  contentType: string;
  cacheControl: string;
  disposition: string;
}

/** Sends the headers, a 304, a 416 or the answer's range; `write` sends bytes start..end (inclusive) and ends it. */
export async function sendBuilt(
  req: IncomingMessage,
  res: ServerResponse,
  file: BuiltFile,
  write: (start: number, end: number) => Promise<void>,
): Promise<void> {
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', file.etag);
  res.setHeader('Cache-Control', file.cacheControl);
  res.setHeader('Content-Disposition', file.disposition);
  if (req.headers['if-none-match'] && etagMatches(req.headers['if-none-match'], file.etag)) return sendEmpty(res, 304);
  const ifRange = req.headers['if-range'];
  const range = parseRange(ifRange && ifRange !== file.etag ? undefined : req.headers.range, file.size);
  if (range.kind === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${file.size}`);
    return sendJson(req, res, 416, { statusCode: 416, message: 'Requested range not satisfiable', error: 'Range Not Satisfiable' });
  }
  const { start, end } = range.kind === 'partial' ? range : { start: 0, end: file.size - 1 };
  res.statusCode = range.kind === 'partial' ? 206 : 200;
  if (range.kind === 'partial') res.setHeader('Content-Range', `bytes ${start}-${end}/${file.size}`);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(end - start + 1));
  if (req.method === 'HEAD') return void res.end();
  await write(start, end);
}

