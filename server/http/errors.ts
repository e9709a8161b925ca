import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@/lib/contracts/common';
import { AppError, type ErrorKind } from '../core/errors';
import { logger } from '../core/logger';

/** An error whose message is safe to show to the user, with the HTTP status it answers with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Every wrong field of a request that failed its schema (see ApiError). */
    readonly errors?: ApiError['errors'],
    /** More of the body than ApiError's fields (a card's decline code). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    const body: ApiError = { ...this.extra, statusCode: this.statusCode, message: this.message, error: STATUS_CODES[this.statusCode] ?? 'Error' };
    return this.errors ? { ...body, errors: this.errors } : body;
  }
}

/** The status each kind of refusal of the rules (server/core/errors.ts) answers with. */
const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  'not-paid': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'second-factor': 428,
  'too-many': 429,
  withheld: 451,
  'upstream-failed': 502,
  unavailable: 503,
};

/** The answer to an error thrown by the transport or the rules; null for anything else (a bug: a 500). */
export function httpErrorOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (!(error instanceof AppError)) return null;
  const { retryAfter, fields, extra } = error.details;
  const headers: Record<string, string> = retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) };
  return new HttpError(STATUS[error.kind], error.message, headers, fields, extra);
}

/**
 * What an unexpected error leaves in the log: the request id the client was told, the method and path (never the
 * query, which may hold tokens), the error's name, code and first line, and its stack frames. Never the rest of
 * the message, where database errors put the query's parameters: emails, hashes, tokens, codes.
 */
export function logServerError(error: unknown, req: { method?: string; url?: string }, requestId: string): void {
  const err = error instanceof Error ? error : new Error(String(error));
  // Drizzle wraps the driver's error; its own message is 'Failed query: <sql> params: <values>'.
  const cause = err.cause instanceof Error ? err.cause : null;
  const shown = cause ?? err;
  const code = (shown as { code?: unknown }).code;
  // Database messages quote the offending value ('invalid input syntax for type integer: "…"'): keep it out.
  const firstLine = shown.message.split('\n')[0].replace(/\bparams:.*$/, '').replace(/"[^"]*"/g, '"…"').slice(0, 300);
  const frames = (err.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 12);
  logger.error(
    {
      requestId,
      method: req.method,
      path: (req.url ?? '').split('?')[0],
      error: shown.name,
      ...(typeof code === 'string' ? { errorCode: code } : {}),
      message: firstLine,
      stack: frames.map((f) => f.trim()),
    },
    'request failed',
  );
}
