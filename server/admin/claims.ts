import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paged } from '@/lib/contracts/common';
import type { ClaimAction, ConsoleClaim, ProfileOwnersAction, claimQuerySchema } from '@/lib/contracts/profiles';
import { PROFILE_KIND_NAMES, type ProfileKind } from '@/lib/profiles';
import { rolesOf } from '../auth/roles';
import { conflict, notFound } from '../core/errors';
import { pageMeta } from '../core/paging';
import { getDb, type Db } from '../db/client';
import { artists, djs, podcasts, profileClaims, profileOwners, users } from '../db/schema';
import { claimRows, claimView, profileRef } from '../studio/profiles';
import { recordAudit } from './audit';
import type { ConsoleActor } from './console';
import { member } from './members';

// Claims on artists, DJs and podcasts (see docs/product.md, The console): an admin approves one (its creator then
// publishes under the profile) or refuses it, and links or unlinks a creator directly. Each decision is recorded in
// the audit log with the claim or the link before and after.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type MemberRef = { id: number; username: string };

const NO_CLAIM = 'There is no such claim.';

/** The owners of each profile named, by `kind:id`. */
async function ownersOf(db: Db | Tx, profiles: { kind: ProfileKind; id: number }[]): Promise<Map<string, MemberRef[]>> {
  const out = new Map<string, MemberRef[]>();
  if (!profiles.length) return out;
  const rows = await db
    .select({ kind: profileOwners.kind, profileId: profileOwners.profileId, id: users.id, username: users.username })
    .from(profileOwners)
    .innerJoin(users, eq(users.id, profileOwners.userId))
    .where(sql`(${profileOwners.kind}, ${profileOwners.profileId}) in (${sql.join(profiles.map((p) => sql`(${p.kind}, ${p.id})`), sql`, `)})`)
    .orderBy(asc(profileOwners.grantedAt), asc(users.id));
  for (const row of rows) out.set(`${row.kind}:${row.profileId}`, [...(out.get(`${row.kind}:${row.profileId}`) ?? []), { id: row.id, username: row.username }]);
  return out;
}

/** Claims as the console shows them: who asked, who owns each profile now, and who decided. */
async function consoleClaims(db: Db | Tx, rows: Awaited<ReturnType<typeof claimRows>>): Promise<ConsoleClaim[]> {
  const userIds = [...new Set(rows.flatMap((r) => [r.userId, ...(r.decidedBy === null ? [] : [r.decidedBy])]))];
  const [people, owners] = await Promise.all([
    userIds.length ? db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, userIds)) : [],
    ownersOf(db, rows.map((r) => ({ kind: r.kind, id: r.profileId }))),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((row) => ({
    ...claimView(row),
    creator: byId.get(row.userId)!,
    owners: owners.get(`${row.kind}:${row.profileId}`) ?? [],
    decided_by: row.decidedBy === null ? null : (byId.get(row.decidedBy) ?? null),
  }));
}

async function oneClaim(db: Db | Tx, id: number): Promise<ConsoleClaim> {
  const [row] = await claimRows(db, eq(profileClaims.id, id));
  if (!row) throw notFound(NO_CLAIM);
  return (await consoleClaims(db, [row]))[0];
}

/** Those waiting, oldest first (answered in the order they came), or those of another status, newest first. */
export async function listClaims(query: z.infer<typeof claimQuerySchema>): Promise<Paged<ConsoleClaim>> {
  const db = await getDb();
  const where = query.status === 'all' ? undefined : eq(profileClaims.status, query.status);
  const order = query.status === 'pending' ? asc(profileClaims.id) : desc(profileClaims.id);
  const [rows, [{ total }]] = await Promise.all([
    claimRows(db, where, order, query.take, (query.page - 1) * query.take),
    db.select({ total: count() }).from(profileClaims).where(where),
  ]);
  return { data: await consoleClaims(db, rows), meta: pageMeta(query.page, query.take, total) };
}

const auditedClaim = (claim: ConsoleClaim) => ({
  status: claim.status,
  creator: claim.creator,
  profile: claim.profile,
  note: claim.note,
});

/** Approves (the creator owns the profile from then on) or refuses a claim that waits; one decided already changes nothing. */
export async function decideClaim(actor: ConsoleActor, id: number, approve: boolean): Promise<ClaimAction> {
  const db = await getDb();
  const item = await db.transaction(async (tx) => {
    const before = await oneClaim(tx, id);
    if (before.status !== 'pending') return { before, after: null };
    const [decided] = await tx
      .update(profileClaims)
      .set({ status: approve ? 'approved' : 'refused', decidedBy: actor.id, decidedAt: new Date() })
      .where(and(eq(profileClaims.id, id), eq(profileClaims.status, 'pending')))
      .returning();
    // Another admin's decision came first.
    if (!decided) return { before: await oneClaim(tx, id), after: null };
    if (approve)
      await tx
        .insert(profileOwners)
        .values({ ...profileRef(decided.kind, decided.profileId), userId: decided.userId, via: 'claim', grantedBy: actor.id })
        .onConflictDoNothing();
    const after = await oneClaim(tx, id);
    await recordAudit(tx, actor, { action: approve ? 'claim.approve' : 'claim.refuse', target: { type: 'claim', id }, before: auditedClaim(before), after: auditedClaim(after) });
    return { before, after };
  });
  const claim = item.after ?? item.before;
  const profile = `${PROFILE_KIND_NAMES[claim.profile.kind]} ${claim.profile.name}`;
  if (!item.after) return { changed: false, message: `This claim was already ${claim.status}.`, item: claim };
  return {
    changed: true,
    message: approve ? `${claim.creator.username} now publishes as the ${profile}.` : `${claim.creator.username}'s claim on the ${profile} is refused.`,
    item: claim,
  };
}

const TABLES = { artist: artists, dj: djs, podcast: podcasts } as const;

/** Makes the member an owner of the profile (`grant`), or no longer one. Only a creator can be made one. */
export async function setProfileOwner(actor: ConsoleActor, userId: number, body: { kind: ProfileKind; profile_id: number; grant: boolean }): Promise<ProfileOwnersAction> {
  const target = await member(userId);
  const db = await getDb();
  const table = TABLES[body.kind];
  const [profile] = await db
    .select({ id: table.id, name: body.kind === 'podcast' ? podcasts.title : (table as typeof artists).name, slug: table.slug })
    .from(table)
    .where(eq(table.id, body.profile_id));
  const kindName = PROFILE_KIND_NAMES[body.kind];
  if (!profile) throw notFound(`There is no ${kindName} ${body.profile_id}.`);
  if (body.grant && !rolesOf(target).includes('creator')) throw conflict(`${target.username} is not a creator: grant them the creator role first.`);
  const ref = profileRef(body.kind, profile.id);
  const changed = await db.transaction(async (tx) => {
    const rows = body.grant
      ? await tx.insert(profileOwners).values({ ...ref, userId, via: 'console', grantedBy: actor.id }).onConflictDoNothing().returning({ userId: profileOwners.userId })
      : await tx
          .delete(profileOwners)
          .where(and(eq(profileOwners.kind, body.kind), eq(profileOwners.profileId, profile.id), eq(profileOwners.userId, userId)))
          .returning({ userId: profileOwners.userId });
    if (!rows.length) return false;
    const member = { id: target.id, username: target.username };
    await recordAudit(tx, actor, {
      action: body.grant ? 'profile.link' : 'profile.unlink',
      target: { type: body.kind, id: profile.id },
      before: body.grant ? null : { owner: member },
      after: body.grant ? { owner: member } : null,
    });
    return true;
  });
  const owners = (await ownersOf(db, [{ kind: body.kind, id: profile.id }])).get(`${body.kind}:${profile.id}`) ?? [];
  const named = `the ${kindName} ${profile.name}`;
  const message = body.grant
    ? `${target.username} ${changed ? 'now publishes' : 'already publishes'} as ${named}.`
    : changed
      ? `${target.username} no longer publishes as ${named}.`
      : `${target.username} did not publish as ${named}.`;
  return { changed, message, item: { kind: body.kind, id: profile.id, name: profile.name, slug: profile.slug, owners } };
}
