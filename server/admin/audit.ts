import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAction } from '@/lib/audit-actions';
import type { AuditEntry, auditQuerySchema } from '@/lib/contracts/admin';
import type { Role } from '@/lib/contracts/auth';
import type { Paged } from '@/lib/contracts/common';
import { pageMeta } from '../core/paging';
import { getDb, type Db } from '../db/client';
import { auditLog } from '../db/schema';

/** The member acting in the console, as the audit log records them. */
export interface ConsoleActor {
  id: number;
  username: string;
  roles: Role[];
  /** The address the action came from. */
  ip: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// The console's record: every action appends one entry, in the transaction of the change it records, so an
// action and its entry are written together or not at all.

export interface AuditRecord {
  /** '<item>.<verb>': 'member.suspend', 'member.role', ... */
  action: AuditAction;
  target: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(tx: Db | Tx, actor: ConsoleActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.username,
    action: record.action,
    targetType: record.target.type,
    targetId: String(record.target.id),
    before: record.before ?? null,
    after: record.after ?? null,
    ip: actor.ip,
  });
}

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  actor: { id: row.actorId, username: row.actorName },
  action: row.action,
  target: { type: row.targetType, id: row.targetId },
  before: row.before ?? null,
  after: row.after ?? null,
  ip: row.ip,
  created_at: row.createdAt.toISOString(),
});

/** The log, newest first, narrowed to one actor or one action. */
export async function listAudit(query: z.infer<typeof auditQuerySchema>): Promise<Paged<AuditEntry>> {
  const db = await getDb();
  const filters: SQL[] = [];
  if (query.actor) filters.push(eq(auditLog.actorId, query.actor));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(query.take).offset((query.page - 1) * query.take),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { data: rows.map(toEntry), meta: pageMeta(query.page, query.take, total) };
}
