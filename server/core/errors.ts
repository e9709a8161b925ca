import type { CookieChange } from './cookies';

/**
 * What a rule refused, in the rule's words: the kind of refusal and a message fit to show people as is. The domains
 * throw these and know nothing of HTTP; the transport answers each kind with its status (server/http/errors.ts).
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'not-paid'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'second-factor'
  | 'too-many'
  | 'withheld'
  | 'unavailable'
  | 'upstream-failed';

export interface ErrorDetails {
  /** Seconds until trying again can work (a limit's window). */
  retryAfter?: number;
  /** Every wrong field of the input, each with its own message. */
  fields?: { field: string; message: string }[];
  /** More of the answer than its message: a card's decline code, the token of a pending second step. */
  extra?: Record<string, unknown>;
  /** Cookies the refusal changes (a dead session's cookie cleared along with its 401). */
  cookies?: readonly CookieChange[];
}

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const isAppError = (error: unknown, kind?: ErrorKind): error is AppError =>
  error instanceof AppError && (kind === undefined || error.kind === kind);

export const invalid = (message: string) => new AppError('invalid', message);
export const unauthenticated = (message: string) => new AppError('unauthenticated', message);
export const notPaid = (message: string) => new AppError('not-paid', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not-found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const tooLarge = (message: string) => new AppError('too-large', message);
export const tooMany = (message: string, retryAfter: number) => new AppError('too-many', message, { retryAfter });
/** Taken down under a legal notice (a copyright notice): `reference` names the notice. */
export const withheld = (message: string, reference: string) => new AppError('withheld', message, { extra: { reference } });
export const unavailable = (message: string) => new AppError('unavailable', message);
export const upstreamFailed = (message: string) => new AppError('upstream-failed', message);
