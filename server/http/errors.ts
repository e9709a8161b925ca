import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@/lib/contracts/common';

/** An error whose message is safe to show to the user, with the HTTP status it answers with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    return { statusCode: this.statusCode, message: this.message, error: STATUS_CODES[this.statusCode] ?? 'Error' };
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
