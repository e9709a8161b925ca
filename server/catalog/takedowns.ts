import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { catalogLookup } from '../cache/catalog-cache';
import { getDb } from '../db/client';
import { dmcaNotices, mixtapes, mixtapeTracks, tracks } from '../db/schema';
import { withheld } from '../core/errors';

// A mixtape or a track taken down under a copyright notice (server/admin/dmca.ts) is in no list, search, queue,
// playlist, radio or sitemap; its page, its stream and its downloads answer 451 with the notice's reference, until
// an admin restores it. Its files stay until an admin purges them. The checks run against the database (or what
// invalidateCatalog empties on every web worker at the moment of the take-down), so nothing plays on after it.

/** Mixtapes not taken down. */
export const mixtapeAvailable: SQL = isNull(mixtapes.takenDownBy);
/** Tracks not taken down. */
export const trackAvailable: SQL = isNull(tracks.takenDownBy);

/** Tracks on at least one mixtape that is not taken down (a track's other mixtapes keep it available). */
export const onAvailableMixtape = (trackId: AnyPgColumn | SQL) =>
  sql`exists (select 1 from ${mixtapeTracks} join ${mixtapes} on ${mixtapes.id} = ${mixtapeTracks.mixtapeId} where ${mixtapeTracks.trackId} = ${trackId} and ${mixtapes.takenDownBy} is null)`;

/** The reference of the notice a row is taken down under (its `taken_down_by`), or null. */
export const noticeReference = (takenDownBy: AnyPgColumn | SQL) =>
  sql<string | null>`(select ${dmcaNotices.reference} from ${dmcaNotices} where ${dmcaNotices.id} = ${takenDownBy})`;

/** The 451 of a mixtape or a track taken down under the notice `reference`. */
export const takenDown = (reference: string) =>
  withheld(`This is unavailable for legal reasons: it was taken down following a copyright notice (${reference}).`, reference);

// The slugs of the mixtapes taken down, with their notices' references: every request for a mixtape page asks,
// so they are kept, and emptied with the rest of the catalog's kept answers on every web worker at a take-down.
const takenDownSlugs = catalogLookup<'all', Map<string, string>>(1, { counters: false });

async function loadTakenDownSlugs(): Promise<Map<string, string>> {
  const db = await getDb();
  const rows = await db.select({ slug: mixtapes.slug, reference: dmcaNotices.reference }).from(mixtapes).innerJoin(dmcaNotices, eq(dmcaNotices.id, mixtapes.takenDownBy));
  return new Map(rows.map((row) => [row.slug, row.reference]));
}

/** The reference of the notice the mixtape with this slug is taken down under, or null; `fresh` asks the database. */
export async function takenDownMixtape(slug: string, { fresh = false } = {}): Promise<string | null> {
  if (!fresh) return (await takenDownSlugs.get('all', loadTakenDownSlugs)).get(slug) ?? null;
  const db = await getDb();
  const [row] = await db.select({ reference: noticeReference(mixtapes.takenDownBy) }).from(mixtapes).where(eq(mixtapes.slug, slug));
  return row?.reference ?? null;
}
