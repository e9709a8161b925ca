import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';

/**
 * The body formats a route may take. JSON is the API's; v2.0 takes HTML-form encoding, as may a route that lists
 * it in `accepts`; a method with `multipart` (file uploads) takes multipart/form-data alone.
 */
export type BodyFormat = 'json' | 'form' | 'multipart';

export const MEDIA_TYPES: Record<BodyFormat, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

/** Bodies above this are refused before they are read, unless a route sets its own limit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`, { Connection: 'close' });

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
 * off as soon as it passes it, so a client streaming megabytes gets its answer without the server buffering them.
 */
export async function readText(req: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(req.headers['content-length']) > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge(maxBytes);
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
