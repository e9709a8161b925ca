import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@/lib/contracts/common';
import type { Mixtape } from '@/lib/contracts/catalog';
import type { PeopleQuery, Person } from '@/lib/contracts/people';
import { mediaUrl } from '../adapters/media-storage';
import { getDb } from '../db/client';
import { inOrder } from './by-ids';
import { mixtapeAvailable } from './takedowns';
import { artists, djs, mixtapes } from '../db/schema';
import { notFound } from '../core/errors';
import { listMixtapes } from './mixtapes';

/** Artists and DJs share their columns and their pages: one set of reads, told which kind to read. */
export type PersonKind = 'artist' | 'dj';

const KINDS = {
  artist: { table: artists, mixtapeColumn: mixtapes.artistId, missing: 'Artist not found' },
  dj: { table: djs, mixtapeColumn: mixtapes.djId, missing: 'DJ not found' },
} as const;

/**
 * The name as search compares it (lowercase, no accents, no punctuation): what the name sort and the jump letters
 * go by, so 'Élan' is under E and '$ign' under S.
 */
const nameKey = (kind: PersonKind) => sql`search_key(${KINDS[kind].table.name})`;

/** Those whose name starts with this letter (A-Z), or with anything else ('#': a digit, another script). */
function startingWith(kind: PersonKind, letter: string | undefined): SQL | undefined {
  if (!letter) return undefined;
  const first = sql`left(${nameKey(kind)}, 1)`;
  return letter === '#' ? sql`${first} !~ '^[a-z]$'` : sql`${first} = ${letter.toLowerCase()}`;
}

/** Their released mixtapes of the main site (the ones their page lists) with those mixtapes' plays. */
async function selectPeople(kind: PersonKind, where: SQL | undefined, page: number, take: number, sort: PeopleQuery['sort'] = 'popular'): Promise<Person[]> {
  const { table, mixtapeColumn } = KINDS[kind];
  const db = await getDb();
  const stats = db
    .select({
      personId: sql<number>`${mixtapeColumn}`.as('person_id'),
      mixtapes: sql<number>`count(*)`.as('mixtape_count'),
      plays: sql<number>`coalesce(sum(${mixtapes.plays}), 0)`.as('play_count'),
    })
    .from(mixtapes)
    .where(and(eq(mixtapes.site, 'main'), lte(mixtapes.releaseDate, new Date()), mixtapeAvailable))
    .groupBy(mixtapeColumn)
    .as('stats');
  const plays = sql<number>`coalesce(${stats.plays}, 0)`.mapWith(Number);
  const rows = await db
    .select({
      id: table.id,
      slug: table.slug,
      name: table.name,
      image: table.image,
      bio: table.bio,
      followers: table.followers,
      mixtapes: sql<number>`coalesce(${stats.mixtapes}, 0)`.mapWith(Number),
      plays,
    })
    .from(table)
    .leftJoin(stats, eq(stats.personId, table.id))
    .where(where)
    // The id breaks ties so pages never repeat or skip anyone.
    // By name in code point order, the same on every database whatever its locale: A to Z, then other scripts.
    .orderBy(...(sort === 'name' ? [sql`${nameKey(kind)} collate "C"`, asc(table.name)] : [desc(plays)]), asc(table.id))
    .limit(take)
    .offset((page - 1) * take);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    image: mediaUrl(r.image),
    bio: r.bio,
    followers: r.followers,
    counts: { mixtapes: r.mixtapes, plays: r.plays },
  }));
}

export async function listPeople(kind: PersonKind, { page, take, sort, letter }: PeopleQuery): Promise<Paged<Person>> {
  const { table } = KINDS[kind];
  const where = startingWith(kind, letter);
  const db = await getDb();
  const [data, [{ total }]] = await Promise.all([
    selectPeople(kind, where, page, take, sort),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(table).where(where),
  ]);
  return { data, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
}

async function findPerson(kind: PersonKind, where: SQL): Promise<Person> {
  const [found] = await selectPeople(kind, where, 1, 1);
  if (!found) throw notFound(KINDS[kind].missing);
  return found;
}

/** Artists or DJs by id, in the order of `ids` (ids naming nobody are left out). */
export async function peopleByIds(kind: PersonKind, ids: number[]): Promise<Person[]> {
  if (!ids.length) return [];
  return inOrder(ids, await selectPeople(kind, inArray(KINDS[kind].table.id, ids), 1, ids.length));
}

export const getPerson = (kind: PersonKind, id: number) => findPerson(kind, eq(KINDS[kind].table.id, id));
export const findPersonBySlug = (kind: PersonKind, slug: string) => findPerson(kind, eq(KINDS[kind].table.slug, slug));

/** An artist's released mixtapes, newest first: 404 for an unknown artist rather than an empty page. */
export async function listArtistMixtapes(id: number, { page, take }: { page: number; take: number }): Promise<Paged<Mixtape>> {
  await getPerson('artist', id);
  return listMixtapes({ artist: String(id), page, take, sort: 'date', order: 'desc', site: 'main', range: 'all' });
}
