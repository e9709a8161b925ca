import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { InboxAction, InboxMessage, contactInboxQuerySchema } from '@/lib/contracts/admin';
import type { Paged } from '@/lib/contracts/common';
import { deliver } from '../auth/delivery';
import { contactReply } from '../contact/messages';
import { notFound } from '../core/errors';
import { pageMeta } from '../core/paging';
import { getDb } from '../db/client';
import { contactMessages, contactReplies } from '../db/schema';
import { recordAudit } from './audit';
import type { ConsoleActor } from './console';

// The contact inbox: messages sent through the contact form, answered from the console (the reply is mailed to
// the sender through the mail adapter and kept in the message's thread) and closed.

type MessageRow = typeof contactMessages.$inferSelect;
type ReplyRow = typeof contactReplies.$inferSelect;

const toInbox = (row: MessageRow, replies: ReplyRow[]): InboxMessage => ({
  id: row.id,
  reference: row.reference,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  replies: replies.map((r) => ({ id: r.id, author: { id: r.authorId, username: r.authorName }, text: r.text, created_at: r.createdAt.toISOString() })),
});

async function withReplies(rows: MessageRow[]): Promise<InboxMessage[]> {
  if (!rows.length) return [];
  const db = await getDb();
  const replies = await db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, rows.map((r) => r.id)))
    .orderBy(asc(contactReplies.id));
  return rows.map((row) => toInbox(row, replies.filter((r) => r.messageId === row.id)));
}

export async function listInbox(query: z.infer<typeof contactInboxQuerySchema>): Promise<Paged<InboxMessage>> {
  const db = await getDb();
  const where = query.status === 'all' ? undefined : eq(contactMessages.status, query.status);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.id)).limit(query.take).offset((query.page - 1) * query.take),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { data: await withReplies(rows), meta: pageMeta(query.page, query.take, total) };
}

async function inboxMessage(id: number): Promise<MessageRow> {
  const db = await getDb();
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound('Message not found');
  return row;
}

/**
 * Mails the reply to the sender, then keeps it in the thread and marks the message answered. Mailed first: when the
 * mail cannot go, nothing is recorded and the console says so (503), so the thread never shows a reply nobody got.
 */
export async function replyToMessage(actor: ConsoleActor, id: number, text: string): Promise<InboxAction> {
  const message = await inboxMessage(id);
  await deliver('email', message.email, contactReply(message, text));
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(contactReplies).values({ messageId: id, authorId: actor.id, authorName: actor.username, text });
    await tx.update(contactMessages).set({ status: 'answered', updatedAt: new Date() }).where(eq(contactMessages.id, id));
    await recordAudit(tx, actor, { action: 'contact.reply', target: { type: 'contact', id: message.reference }, before: { status: message.status }, after: { status: 'answered', reply: text } });
  });
  const [item] = await withReplies([await inboxMessage(id)]);
  return { changed: true, message: `Your reply was sent to ${message.email}.`, item };
}

export async function closeMessage(actor: ConsoleActor, id: number): Promise<InboxAction> {
  const message = await inboxMessage(id);
  if (message.status === 'closed') return { changed: false, message: `${message.reference} is already closed.`, item: (await withReplies([message]))[0] };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(contactMessages).set({ status: 'closed', updatedAt: new Date() }).where(eq(contactMessages.id, id));
    await recordAudit(tx, actor, { action: 'contact.close', target: { type: 'contact', id: message.reference }, before: { status: message.status }, after: { status: 'closed' } });
  });
  const [item] = await withReplies([await inboxMessage(id)]);
  return { changed: true, message: `${message.reference} is closed.`, item };
}
