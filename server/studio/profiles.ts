import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Claim, FileClaim, Profile, StudioProfiles } from '@/lib/contracts/profiles';
import { PENDING_CLAIMS_MAX, PROFILE_KIND_NAMES, type ProfileKind } from '@/lib/profiles';
import { assertRole } from '../auth/roles';
import { conflict, forbidden, notFound } from '../core/errors';
import { getDb, type Db } from '../db/client';
import { artists, djs, podcasts, profileClaims, profileOwners } from '../db/schema';

// Whose artists, DJs and podcasts are whose (see docs/product.md, The studio): a creator publishes under the
// profiles they own, and a new name makes a new profile of theirs; a profile someone else owns, or nobody does yet
// (the demo catalog, imports), is theirs only once an admin approves their claim or links them in the console.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The two numbers of the lock that keeps two publishes of the same new name from making it twice. */
const NEW_NAME_LOCK = 7_340_046;
const CLAIMS_LOCK = 7_340_047;
const CLAIMS_LISTED = 50;

const TABLES = { artist: artists, dj: djs, podcast: podcasts } as const;
const nameOf = (kind: ProfileKind) => (kind === 'podcast' ? podcasts.title : TABLES[kind].name);

/** The columns that name a profile in the owners' and claims' tables: the kind and the id in that kind's column. */
export function profileRef(kind: ProfileKind, id: number) {
  return { kind, artistId: kind === 'artist' ? id : null, djId: kind === 'dj' ? id : null, podcastId: kind === 'podcast' ? id : null };
}

/** A profile's name and slug beside a row of the owners' or claims' table (with joinProfiles). */
export const profileFields = {
  name: sql<string>`coalesce(${artists.name}, ${djs.name}, ${podcasts.title})`,
  slug: sql<string>`coalesce(${artists.slug}, ${djs.slug}, ${podcasts.slug})`,
};

/** Whether `userId` owns the profile of `kind` whose id is `id` (a column or a value). */
export const ownedBy = (kind: ProfileKind, id: unknown, userId: unknown) =>
  sql<boolean>`exists (select 1 from ${profileOwners} where ${profileOwners.kind} = ${kind} and ${profileOwners.profileId} = ${id} and ${profileOwners.userId} = ${userId})`;

/** The profiles of `kind` with this name (any case: the same name is the same one), oldest first, and whether each is the caller's. */
async function profilesNamed(db: Db | Tx, kind: ProfileKind, name: string, userId: number) {
  const table = TABLES[kind];
  return db
    .select({ id: table.id, name: nameOf(kind), slug: table.slug, owned: ownedBy(kind, table.id, userId) })
    .from(table)
    .where(sql`lower(${nameOf(kind)}) = lower(${name})`)
    .orderBy(table.id);
}

const notYours = (kind: ProfileKind, name: string) =>
  `“${name}” is ${kind === 'artist' ? 'an artist' : `a ${PROFILE_KIND_NAMES[kind]}`} on the site that is not yours: claim it under Your profiles in the studio, or publish under another name.`;

/**
 * The id of the caller's profile of this name, null when no profile has it (publishing makes one), or a 403 naming
 * the profile when every one of that name is someone else's or nobody's.
 */
async function publishableProfile(db: Db | Tx, kind: 'artist' | 'dj', name: string, userId: number): Promise<number | null> {
  const named = await profilesNamed(db, kind, name, userId);
  const own = named.find((p) => p.owned);
  if (own) return own.id;
  if (named.length) throw forbidden(notYours(kind, named[0].name));
  return null;
}

/** Refuses a release's artist or DJ that is not the caller's to publish under: when it is saved, before it is published. */
export async function assertMayPublishUnder(userId: number, names: { artist?: string; dj?: string | null }): Promise<void> {
  const db = await getDb();
  if (names.artist) await publishableProfile(db, 'artist', names.artist, userId);
  if (names.dj) await publishableProfile(db, 'dj', names.dj, userId);
}

/**
 * The profile a release is published under, inside the publish's transaction: the caller's of that name, or `make`
 * makes a new one, owned by them from then on. A lock on the name holds until the transaction ends, so two creators
 * publishing the same new name at once do not both make it: the second finds the first's, and is refused.
 */
export async function profileToPublishUnder(tx: Db, kind: 'artist' | 'dj', name: string, userId: number, make: () => Promise<number>): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NEW_NAME_LOCK}, hashtext(lower(${name})))`);
  const found = await publishableProfile(tx, kind, name, userId);
  if (found !== null) return found;
  const id = await make();
  await tx.insert(profileOwners).values({ ...profileRef(kind, id), userId, via: 'published' }).onConflictDoNothing();
  return id;
}

// --- The creator's view: their profiles and their claims.

type ClaimRow = typeof profileClaims.$inferSelect & { name: string; slug: string };

export const claimView = (row: ClaimRow): Claim => ({
  id: row.id,
  profile: { kind: row.kind, id: row.profileId, name: row.name, slug: row.slug },
  note: row.note,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

/** The claims' rows with their profiles' names, `where` picks which. */
export async function claimRows(db: Db | Tx, where: SQL | undefined, order = desc(profileClaims.id), limit = CLAIMS_LISTED, offset = 0): Promise<ClaimRow[]> {
  return db
    .select({ claim: profileClaims, ...profileFields })
    .from(profileClaims)
    .leftJoin(artists, eq(artists.id, profileClaims.artistId))
    .leftJoin(djs, eq(djs.id, profileClaims.djId))
    .leftJoin(podcasts, eq(podcasts.id, profileClaims.podcastId))
    .where(where)
    .orderBy(order)
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((r) => ({ ...r.claim, name: r.name, slug: r.slug })));
}

/** The profiles `userId` may publish under, by name. */
export async function ownedProfiles(db: Db | Tx, userId: number): Promise<Profile[]> {
  const rows = await db
    .select({ kind: profileOwners.kind, id: profileOwners.profileId, ...profileFields })
    .from(profileOwners)
    .leftJoin(artists, eq(artists.id, profileOwners.artistId))
    .leftJoin(djs, eq(djs.id, profileOwners.djId))
    .leftJoin(podcasts, eq(podcasts.id, profileOwners.podcastId))
    .where(eq(profileOwners.userId, userId));
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind));
}

export async function studioProfiles(userId: number): Promise<StudioProfiles> {
  await assertRole(userId, 'creator');
  const db = await getDb();
  const [profiles, claims] = await Promise.all([ownedProfiles(db, userId), claimRows(db, eq(profileClaims.userId, userId))]);
  return { profiles, claims: claims.map(claimView) };
}

/**
 * Files a claim on the profile of that kind and name that the caller does not own yet. Bounded: one claim waiting per
 * profile, and PENDING_CLAIMS_MAX waiting in all, until the team answers.
 */
export async function fileClaim(userId: number, input: FileClaim): Promise<Claim> {
  await assertRole(userId, 'creator');
  const db = await getDb();
  const kindName = PROFILE_KIND_NAMES[input.kind];
  const named = await profilesNamed(db, input.kind, input.name, userId);
  if (!named.length)
    throw notFound(
      input.kind === 'podcast'
        ? `There is no podcast named “${input.name}” on the site.`
        : `There is no ${kindName} named “${input.name}” on the site: publish under that name and it is yours.`,
    );
  const target = named.find((p) => !p.owned);
  if (!target) throw conflict(`“${named[0].name}” is already yours: publish under it.`);
  const id = await db.transaction(async (tx) => {
    // One creator's claims are filed one at a time, so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIMS_LOCK}, ${userId})`);
    const [{ pending }] = await tx.select({ pending: count() }).from(profileClaims).where(and(eq(profileClaims.userId, userId), eq(profileClaims.status, 'pending')));
    const [filed] = await tx
      .insert(profileClaims)
      .values({ ...profileRef(input.kind, target.id), userId, note: input.note })
      .onConflictDoNothing()
      .returning({ id: profileClaims.id });
    if (!filed) throw conflict(`You have already claimed “${target.name}”: the site's team will answer here.`);
    if (pending >= PENDING_CLAIMS_MAX) throw conflict(`You have ${PENDING_CLAIMS_MAX} claims waiting for an answer: wait for one before you claim another.`);
    return filed.id;
  });
  const [row] = await claimRows(db, eq(profileClaims.id, id));
  return claimView(row);
}
