import { desc, eq } from 'drizzle-orm';
import { config, settings } from '../core/config';
import { getDb } from '../db/client';
import { outboxMessages } from '../db/schema';
import { logger } from '../core/logger';

export type OutboxChannel = 'email' | 'sms';

export interface OutboxEntry {
  to: string;
  channel: OutboxChannel;
  subject: string | null;
  text: string;
  /** Headers of its own (an alert's `List-Unsubscribe`), or null. */
  headers: Record<string, string> | null;
  createdAt: string;
}

/**
 * The outbox stands in for real delivery during development. Anyone who can reach /api/dev/outbox reads every
 * code in it, so it is off in production unless DEV_OUTBOX=1 says so (and DEV_OUTBOX=0 turns it off anywhere).
 */
export function isOutboxEnabled(): boolean {
  return settings().DEV_OUTBOX ?? !config.isProduction;
}

/** Keeps the message in the database, where /dev/outbox shows it. The log says one arrived, never to whom or what. */
export async function sendToOutbox(channel: OutboxChannel, to: string, subject: string | null, text: string, headers?: Record<string, string>): Promise<void> {
  const db = await getDb();
  await db.insert(outboxMessages).values({ channel, to, subject, text, headers: headers ?? null });
  logger.info({ channel }, 'outbox: a message was kept; read it at /dev/outbox');
}

/** Newest first; `to` narrows it to one recipient. */
export async function listOutbox(options: { to?: string; take?: number } = {}): Promise<OutboxEntry[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(options.to ? eq(outboxMessages.to, options.to) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.take ?? 50);
  return rows.map((r) => ({
    to: r.to,
    channel: r.channel,
    subject: r.subject,
    text: r.text,
    headers: r.headers,
    createdAt: r.createdAt.toISOString(),
  }));
}
