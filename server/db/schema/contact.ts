import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';


/** A message sent through the contact form, kept with the reference its sender was mailed. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** Salted hash of the sender's IP (server/core/requester.ts), never the address itself. */
  ipHash: text('ip_hash').notNull(),
  /** 'new' until the team replies from the console ('answered') or closes it. */
  status: text('status', { enum: ['new', 'answered', 'closed'] }).notNull().default('new'),
  updatedAt: at('updated_at').notNull().defaultNow(),
  createdAt: createdAt(),
});

/** The team's replies to a contact message, mailed to its sender, kept as its thread. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** Who answered, kept by id and name as the audit log keeps them. */
    authorId: integer('author_id').notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.id)],
);

/** A copyright (DMCA) notice, with the sworn statements it was sent with. */
export const dmcaNotices = pgTable('dmca_notices', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  address: text('address'),
  copyrightedWork: text('copyrighted_work').notNull(),
  infringingUrls: jsonb('infringing_urls').$type<string[]>().notNull(),
  signature: text('signature').notNull(),
  ipHash: text('ip_hash').notNull(),
  /**
   * 'new' until an admin takes down what it names ('taken_down'), rejects it, or restores what was taken down after
   * a counter-notice ('restored'); `reason` says why it was rejected, or the counter-notice.
   */
  status: text('status', { enum: ['new', 'taken_down', 'rejected', 'restored'] }).notNull().default('new'),
  reason: text('reason'),
  /** When an admin deleted the files taken down under it. */
  purgedAt: at('purged_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
  createdAt: createdAt(),
});
