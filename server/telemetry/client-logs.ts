import type { z } from 'zod';
import type { clientLogSchema } from '@/lib/contracts/telemetry';
import { getDb } from '../db/client';
import { clientLogs } from '../db/schema';
import { invalid } from '../core/errors';
import type { Reporter } from './identity';

/** Per-field limits: a long stack trace is cut, not refused, so the start of it (the useful part) is still stored. */
export const LOG_LIMITS = { text: 2000, subfeature: 200, errorMessage: 4000, errorTrace: 16_000, extra: 8000, userAgent: 512 };

const TRUNCATED = '…[truncated]';

function cut(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined || value === '') return null;
  return value.length > max ? value.slice(0, max - TRUNCATED.length) + TRUNCATED : value;
}

/** JSON text as sent, or any other JSON value as its text. */
function jsonText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Stores one client log entry, the older field names (message, category, stack, detail) mapped to the current ones. */
export async function storeClientLog(
  log: z.infer<typeof clientLogSchema>,
  userAgent: string | undefined,
  who: Reporter,
): Promise<{ id: number }> {
  const text = (log.text ?? log.message ?? '').trim();
  if (!text) throw invalid('text is required: say what happened');
  // `detail` is an error message when it is text, otherwise structured context that belongs with extra.
  const detailText = typeof log.detail === 'string' ? log.detail : null;
  const extra = log.extra ?? (log.detail !== undefined && detailText === null ? log.detail : undefined);

  const db = await getDb();
  const [row] = await db
    .insert(clientLogs)
    .values({
      level: log.level,
      text: cut(text, LOG_LIMITS.text)!,
      subfeature: cut(log.subfeature ?? log.category, LOG_LIMITS.subfeature),
      errorMessage: cut(log.error_message ?? detailText, LOG_LIMITS.errorMessage),
      errorTrace: cut(log.error_trace ?? log.stack, LOG_LIMITS.errorTrace),
      extra: cut(jsonText(extra), LOG_LIMITS.extra),
      userAgent: cut(userAgent, LOG_LIMITS.userAgent),
      userId: who.userId,
      clientKey: who.clientKey,
    })
    .returning({ id: clientLogs.id });
  return row;
}
