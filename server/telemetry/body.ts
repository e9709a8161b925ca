import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http/errors';

/**
 * Reads a JSON body whatever its Content-Type says. `navigator.sendBeacon` with a string sends text/plain
 * (it cannot set application/json without a Blob), and Next's parser would hand such a body over as a string,
 * or answer bad JSON with a bare text error: reading it here keeps one error shape and one size limit.
 */
export async function readJsonBody(req: IncomingMessage & { body?: unknown }, maxBytes: number): Promise<unknown> {
  // Already parsed (a route with Next's parser left on, or a test harness).
  if (req.body !== undefined && typeof req.body !== 'string') return req.body;
  const text = typeof req.body === 'string' ? req.body : await readText(req, maxBytes);
  if (!text.trim()) throw new HttpError(400, 'The request body is empty: send JSON.');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

async function readText(req: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // Stop reading at once: a client streaming megabytes gets its answer without us buffering them.
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const tooLarge = (maxBytes: number) => new HttpError(413, `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`);
