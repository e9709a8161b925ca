import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MemberAction, MemberDetail, MemberSummary, searchQuerySchema } from '@/lib/contracts/admin';
import type { GrantedRole } from '@/lib/contracts/auth';
import type { Paged } from '@/lib/contracts/common';
import { sendResetLink } from '../auth/recovery';
import { rolesOf } from '../auth/roles';
import { revokeUserSessions } from '../auth/sessions';
import { conflict, forbidden, notFound } from '../core/errors';
import { pageMeta } from '../core/paging';
import { getDb } from '../db/client';
import { commentReports, comments, mixtapes, purchases, releases, users } from '../db/schema';
import { recordAudit } from './audit';
import { isAdmin, type ConsoleActor } from './console';

// Members as the console sees and answers them: found, looked at, suspended (no log-in, every session ended) and
// restored, given roles (admins only), sent a password-reset link. Each change is recorded in the audit log.

type UserRow = typeof users.$inferSelect;

export const toSummary = (row: UserRow): MemberSummary => ({
  id: row.id,
  username: row.username,
  fullname: row.fullname,
  email: row.email,
  phone: row.phone,
  roles: rolesOf(row),
  is_premium: row.isPremium,
  two_factor_enabled: row.twoFactorEnabled,
  suspended_at: row.suspendedAt?.toISOString() ?? null,
  comment_ban_until: row.commentBanUntil?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function member(id: number): Promise<UserRow> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('Member not found');
  return row;
}

/** By id (`12` or `#12`), or by a part of the username, name or email; newest first. */
export async function searchMembers(query: z.infer<typeof searchQuerySchema>): Promise<Paged<MemberSummary>> {
  const db = await getDb();
  const text = query.query?.toLowerCase();
  const id = text ? /^#?(\d{1,9})$/.exec(text) : null;
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = like
    ? or(id ? eq(users.id, Number(id[1])) : undefined, sql`lower(${users.username}) like ${like}`, sql`lower(${users.fullname}) like ${like}`, sql`${users.email} like ${like}`)
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).limit(query.take).offset((query.page - 1) * query.take),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { data: rows.map(toSummary), meta: pageMeta(query.page, query.take, total) };
}

/** One member with their releases, purchases, and what was reported of them. */
export async function memberDetail(id: number): Promise<MemberDetail> {
  const row = await member(id);
  const db = await getDb();
  const [their, bought, [written], [reported]] = await Promise.all([
    db.select({ id: releases.id, title: releases.title, status: releases.status, createdAt: releases.createdAt }).from(releases).where(eq(releases.ownerId, id)).orderBy(desc(releases.id)),
    db
      .select({ id: purchases.id, mixtapeId: mixtapes.id, title: mixtapes.title, amount: purchases.amount, currency: purchases.currency, paidAt: purchases.paidAt })
      .from(purchases)
      .innerJoin(mixtapes, eq(mixtapes.id, purchases.mixtapeId))
      .where(eq(purchases.userId, id))
      .orderBy(desc(purchases.id)),
    db.select({ n: count() }).from(comments).where(eq(comments.userId, id)),
    db.select({ n: count() }).from(commentReports).innerJoin(comments, eq(comments.id, commentReports.commentId)).where(eq(comments.userId, id)),
  ]);
  return {
    ...toSummary(row),
    suspended_reason: row.suspendedReason,
    releases: their.map((r) => ({ id: r.id, title: r.title, status: r.status, created_at: r.createdAt.toISOString() })),
    purchases: bought.map((p) => ({ id: p.id, mixtape: { id: p.mixtapeId, title: p.title }, amount_cents: p.amount, currency: p.currency, paid_at: p.paidAt?.toISOString() ?? null })),
    comments: written.n,
    reports_against: reported.n,
  };
}

/** A moderator answers members; only an admin acts on the site's team (another moderator or an admin). */
export function assertMayActOn(actor: ConsoleActor, target: UserRow, doing: string) {
  if (target.id === actor.id) throw conflict(`You cannot ${doing} your own account.`);
  const team = rolesOf(target).some((role) => role === 'moderator' || role === 'admin');
  if (team && !isAdmin(actor)) throw forbidden(`Only an admin can ${doing} a member of the site’s team.`);
}

/** Suspends an account: it cannot log in, and every session it has ends at once. */
export async function suspendMember(actor: ConsoleActor, id: number, reason: string): Promise<MemberAction> {
  const target = await member(id);
  assertMayActOn(actor, target, 'suspend');
  if (target.suspendedAt) return { changed: false, message: `${target.username} is already suspended.`, item: toSummary(target) };
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ suspendedAt: new Date(), suspendedReason: reason }).where(eq(users.id, id)).returning();
    await revokeUserSessions(id, 'suspended', tx);
    await recordAudit(tx, actor, { action: 'member.suspend', target: { type: 'user', id }, before: { suspended: false }, after: { suspended: true, reason } });
    return updated;
  });
  return { changed: true, message: `${row.username} is suspended: logged out everywhere, and cannot log in.`, item: toSummary(row) };
}

/** Lifts a suspension: the member can log in again. */
export async function restoreMember(actor: ConsoleActor, id: number): Promise<MemberAction> {
  const target = await member(id);
  assertMayActOn(actor, target, 'restore');
  if (!target.suspendedAt) return { changed: false, message: `${target.username} is not suspended.`, item: toSummary(target) };
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ suspendedAt: null, suspendedReason: null }).where(eq(users.id, id)).returning();
    await recordAudit(tx, actor, { action: 'member.restore', target: { type: 'user', id }, before: { suspended: true, reason: target.suspendedReason }, after: { suspended: false } });
    return updated;
  });
  return { changed: true, message: `${row.username} can log in again.`, item: toSummary(row) };
}

/** An admin grants or removes a role. An admin by ADMIN_EMAILS stays one whatever the account's roles say. */
export async function setMemberRole(actor: ConsoleActor, id: number, role: GrantedRole, grant: boolean): Promise<MemberAction> {
  if (!isAdmin(actor)) throw forbidden('Only an admin can grant or remove roles.');
  const target = await member(id);
  if (target.id === actor.id && role === 'admin' && !grant) throw conflict('You cannot remove your own admin role: ask another admin.');
  const has = target.roles.includes(role);
  if (has === grant) return { changed: false, message: `${target.username} ${grant ? 'already has' : 'does not have'} the ${role} role.`, item: toSummary(target) };
  const db = await getDb();
  const change = grant ? sql`array_append(${users.roles}, ${role})` : sql`array_remove(${users.roles}, ${role})`;
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ roles: change, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    await recordAudit(tx, actor, { action: 'member.role', target: { type: 'user', id }, before: { roles: rolesOf(target) }, after: { roles: rolesOf(updated) } });
    return updated;
  });
  const still = !grant && rolesOf(row).includes(role) ? ` (still an admin by ADMIN_EMAILS)` : '';
  return { changed: true, message: `${row.username} ${grant ? 'now has' : 'no longer has'} the ${role} role${still}.`, item: toSummary(row) };
}

/** Mails the member a link to set a new password, as "Forgot" does. */
export async function sendMemberPasswordReset(actor: ConsoleActor, id: number): Promise<MemberAction> {
  const target = await member(id);
  assertMayActOn(actor, target, 'reset the password of');
  const email = target.email;
  if (!email) throw conflict(`${target.username} has no email to send a link to.`);
  await sendResetLink(target, email);
  const db = await getDb();
  await recordAudit(db, actor, { action: 'member.password_reset', target: { type: 'user', id }, after: { sent_to: email } });
  return { changed: true, message: `A link to reset the password was sent to ${email}.`, item: toSummary(target) };
}
