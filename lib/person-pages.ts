// An artist's or a DJ's page: what its hooks (hooks/catalog/use-person.ts) and its server render (server/ssr/static-props.ts)
// must agree on, the query keys above all, so the data rendered with the page is the data the hooks read.

/** 'artists' or 'djs': the API's path, and the query keys' first part. */
export type PersonKind = 'artists' | 'djs';

/** Mixtapes per page of an artist's or a DJ's page. */
export const PERSON_MIXTAPES_PAGE_SIZE = 12;

/** The page of an artist (/artist/{slug}) or a DJ (/dj/{slug}). */
export const personPath = (kind: PersonKind, slug: string) => `/${kind === 'artists' ? 'artist' : 'dj'}/${slug}`;

/** The query key of a person by slug. */
export const personBySlugKey = (kind: PersonKind, slug: string) => [kind, 'slug', slug] as const;

/** The query key of a page of the artists' or the DJs' index in a view. */
export const peopleIndexKey = (kind: PersonKind, { sort, letter }: PeopleIndexView, page: number) => [kind, 'index', sort, letter ?? 'all', page] as const;

/** Artists or DJs per page of their index. */
export const PEOPLE_PAGE_SIZE = 24;

/** The query key of a page of a person's mixtapes. */
export const personMixtapesKey = (kind: PersonKind, id: number, page: number) => [kind, id, 'mixtapes', page] as const;

/** How the artists and DJs indexes sort (GET /artists, GET /djs): most played first, or by name. */
export const PEOPLE_SORTS = ['popular', 'name'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

/** The indexes' jump letters: A to Z, and '#' for names that start with anything else (a digit, another script). */
export const PEOPLE_LETTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/** What an index page shows: its sort, and the letter it is narrowed to (by name only). */
export interface PeopleIndexView {
  sort: PeopleSort;
  letter?: string;
}

/** The index's view from its URL: anything the API would refuse is left out, and a letter goes with the name sort only. */
export function peopleIndexView(query: Record<string, string | string[] | undefined>): PeopleIndexView {
  if (query.sort !== 'name') return { sort: 'popular' };
  const letter = typeof query.letter === 'string' ? query.letter.toUpperCase() : undefined;
  return letter && PEOPLE_LETTERS.includes(letter) ? { sort: 'name', letter } : { sort: 'name' };
}

/** The index of artists (/artists) or DJs (/djs) in this view; the popular sort is the plain path. */
export function peopleIndexHref(kind: PersonKind, { sort, letter }: PeopleIndexView): string {
  const path = `/${kind}`;
  if (sort === 'popular') return path;
  return `${path}?${new URLSearchParams({ sort, ...(letter && { letter }) })}`;
}
