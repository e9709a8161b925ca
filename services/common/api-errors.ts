import type { z } from 'zod';
import { browserOffline, OFFLINE_ACTION_MESSAGE } from '@/lib/offline';

// What the rest of the site needs to know about a failed call, without loading axios: the first screen reads
// errors (a query that failed, a 401 on user data) long before it makes a call of its own.

/** An answer that does not match its contract in lib/contracts: the server and the site disagree on its shape. */
export class ReplyContractError extends Error {
  override readonly name = 'ReplyContractError';

  constructor(
    readonly endpoint: string,
    readonly issues: z.ZodError['issues'],
  ) {
    const first = issues[0];
    const where = first && first.path.length > 0 ? ` at ${first.path.map(String).join('.')}` : '';
    super(`${endpoint} answered in an unexpected shape${where}: ${first?.message ?? 'invalid'}`);
  }
}

/** A failed axios call, told by the mark axios puts on its errors (what axios's own isAxiosError checks). */
export interface HttpCallError extends Error {
  isAxiosError: true;
  response?: { status: number; data?: unknown; headers?: Record<string, unknown> };
}

export function isHttpCallError(error: unknown): error is HttpCallError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The HTTP status a failed call answered with; undefined when it never got an answer. */
export const apiErrorStatus = (error: unknown): number | undefined => (isHttpCallError(error) ? error.response?.status : undefined);

/** The `code` a failed call's answer carries (a refused card's, a console refusal's), if any. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!isHttpCallError(error)) return undefined;
  const code = (error.response?.data as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A 401: the call needed a live session and did not carry one (none, or one the server ended). */
export const isUnauthorized = (error: unknown): boolean => apiErrorStatus(error) === 401;

export const NETWORK_ERROR_MESSAGE = 'Network error, please try again.';

/** The text to show for a failed call: the API's `message`, else something a person can read. */
export function apiErrorMessage(error: unknown): string {
  if (isHttpCallError(error)) {
    // No answer at all: with the network gone, say that (see docs/product.md, Offline and installing).
    if (!error.response) return browserOffline() ? OFFLINE_ACTION_MESSAGE : NETWORK_ERROR_MESSAGE;
    const message = (error.response.data as { message?: unknown } | null | undefined)?.message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length > 0) return message.map(String).join(', ');
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong, please try again.';
}

/** The wrong fields a 400 named (see ApiError's `errors`): empty for any other failure. */
export function apiFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!isHttpCallError(error) || error.response?.status !== 400) return [];
  const errors = (error.response.data as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is { field: string; message: string } => typeof e?.field === 'string' && typeof e?.message === 'string') : [];
}
