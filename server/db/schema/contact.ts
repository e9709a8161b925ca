import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';


/** A message sent through the contact form, kept with the reference its sender was mailed. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** Salted hash of the sender's IP (server/core/client-ip.ts), never the address itself. */
  ipHash: text('ip_hash').notNull(),
  createdAt: createdAt(),
});

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
  createdAt: createdAt(),
});
