import type { LogLevel } from '@/lib/contracts/telemetry';
import { apiErrorMessage } from './api-errors';

export type { LogLevel } from '@/lib/contracts/telemetry';

export interface ClientLog {
  text: string;
  level: LogLevel;
  subfeature: string;
  error_message?: string;
  error_trace?: string;
  /** Anything else worth keeping; sent as JSON text. */
  extra?: Record<string, unknown>;
}

/**
 * POST /log, fire-and-forget: a log that cannot be sent must never break or slow the action it reports.
 * The fields go under both of their names (text/message, error_message/detail, error_trace/stack,
 * subfeature/category), so either reader on the server finds them.
 */
export function sendLog({ text, level, subfeature, error_message = '', error_trace = '', extra = {} }: ClientLog): void {
  const body = {
    text,
    level,
    subfeature,
    error_message,
    error_trace,
    extra: JSON.stringify(extra),
    message: text,
    detail: error_message,
    stack: error_trace,
    category: subfeature,
  };
  // The API client comes on demand: logs are rare, and never part of a page's first load.
  import('./api-client').then(({ api }) => api.post('/log', body)).catch(() => undefined);
}

/** What a person was told (the API's message) and the stack, for an error log. */
export function errorDetails(error: unknown): Pick<ClientLog, 'error_message' | 'error_trace'> {
  return { error_message: apiErrorMessage(error), error_trace: error instanceof Error ? (error.stack ?? '') : '' };
}
