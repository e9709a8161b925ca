import { integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Columns the tables of several domains share.

export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();
/** The member a row belongs to: it goes when the account is deleted. */
export const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
