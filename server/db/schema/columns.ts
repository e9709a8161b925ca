import { index, integer, pgTable, primaryKey, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Columns the tables of several domains share.

export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();
/** The member a row belongs to: it goes when the account is deleted. */
export const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A member's items of one kind (favorites, follows): one table per kind, each with a real foreign key, listed newest
 * first per member; `byItem` adds an index for reading an item's members (its followers).
 */
export function memberItemsTable<Name extends string>(name: Name, item: () => AnyPgColumn, { byItem = false } = {}) {
  return pgTable(
    name,
    {
      userId: userId(),
      itemId: integer('item_id')
        .notNull()
        .references(item, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.itemId] }),
      index(`${name}_user_created_idx`).on(t.userId, t.createdAt),
      ...(byItem ? [index(`${name}_item_user_idx`).on(t.itemId, t.userId)] : []),
    ],
  );
}
