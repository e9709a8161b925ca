import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';

/**
 * The body formats a route may take. JSON is the API's; v2.0 takes HTML-form encoding, as may a route that lists
 * it in `accepts`; a method with `multipart` (file uploads) takes multipart/form-data alone.
 */
export type BodyFormat = 'json' | 'form' | 'multipart' | 'tus';

export const MEDIA_TYPES: Record<BodyFormat, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  // The bytes of a resumable upload (server/http/tus.ts reads them itself).
  tus: 'application/offset+octet-stream',
};

/** Bodies above this are refused before they are read, unless a route sets its own limit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** After a 413, the rest of the body is read and dropped up to this many bytes or this long, then the connection closes. */
const DRAIN_BYTES = 8 * 1024 * 1024;
const DRAIN_MS = 5000;

/**
 * A 413 the client gets to read. It goes out at once, with `Connection: close`; but closing the socket while the
 * client is still sending resets the connection, and the client then reports the reset (EPIPE) instead of the
 * answer. So the rest of the body is read and dropped, within the bounds above, and only then does the socket close.
 */
export function bodyTooLarge(req: IncomingMessage, message: string): HttpError {
  const { socket } = req;
  const close = socket.destroySoon.bind(socket);
  let received = 0;
  let drained = false;
  let closeAsked = false;
  const finish = () => {
    if (drained) return;
    drained = true;
    clearTimeout(timer);
    req.off('data', drop);
    if (closeAsked) close();
  };
  const drop = (chunk: Buffer) => {
    received += chunk.length;
    if (received > DRAIN_BYTES) finish();
  };
  const timer = setTimeout(finish, DRAIN_MS).unref();
  req.on('data', drop);
  req.once('end', finish);
  socket.once('close', finish);
  // Node ends the socket of a `Connection: close` answer with destroySoon() as soon as the answer is written.
  socket.destroySoon = () => {
    closeAsked = true;
    if (drained) close();
  };
  return new HttpError(413, message, { Connection: 'close' });
}

const tooLarge = (req: IncomingMessage, maxBytes: number) => bodyTooLarge(req, `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`);

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return req.headers['transfer-encoding'] !== undefined;
}

function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Reads up to `maxBytes`: a declared length above it is refused before a byte is read, and a chunked body is cut
 * off as soon as it passes it, so a client streaming megabytes gets its answer without the server buffering them
 * (the rest is dropped as it arrives: see bodyTooLarge).
 */
export async function readText(req: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(req.headers['content-length']) > maxBytes) throw tooLarge(req, maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop must not destroy the request: a 413 drains the rest of the body first.
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge(req, maxBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseForm(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = fields[key];
    fields[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return fields;
}

/** The format of the body sent, if any; a 415 when it is not one of `formats`. */
export function assertBodyFormat(req: IncomingMessage, formats: readonly BodyFormat[]): BodyFormat | undefined {
  if (!hasBody(req)) return undefined;
  const type = mediaType(req);
  const format = formats.find((f) => MEDIA_TYPES[f] === type);
  if (!format) throw new HttpError(415, `Send the request body as ${formats.map((f) => MEDIA_TYPES[f]).join(' or ')}.`);
  return format;
}

/**
 * The body of a state-changing call, in one of the formats the route accepts. Any other Content-Type is a 415:
 * a foreign page can post an HTML form (form-encoded or text/plain) to any site without asking, but not JSON, so
 * taking JSON alone is what keeps cookie-carrying calls from being forged (login CSRF, counters inflated).
 * No body at all reads as undefined, for the route's schema to accept or refuse.
 */
export async function readBody(req: IncomingMessage, formats: readonly Exclude<BodyFormat, 'multipart'>[], maxBytes: number): Promise<unknown> {
  const format = assertBodyFormat(req, formats);
  if (!format) return undefined;
  const text = await readText(req, maxBytes);
  if (format === 'form') return parseForm(text);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}
