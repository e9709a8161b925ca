import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Every action taken in the operator console, appended and never changed (a trigger refuses UPDATE and DELETE):
 * who (kept by id and name, so an entry outlives its actor's account), what, to which item, the item before and
 * after, and from which address.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_actor_idx').on(t.actorId, t.id), index('audit_log_action_idx').on(t.action, t.id)],
);
