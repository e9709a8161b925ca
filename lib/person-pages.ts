// An artist's or a DJ's page: what its hooks (hooks/use-person.ts) and its server render (server/ssr/static-props.ts)
// must agree on, the query keys above all, so the data rendered with the page is the data the hooks read.

/** 'artists' or 'djs': the API's path, and the query keys' first part. */
export type PersonKind = 'artists' | 'djs';

/** Mixtapes per page of an artist's or a DJ's page. */
export const PERSON_MIXTAPES_PAGE_SIZE = 12;

/** The page of an artist (/artist/{slug}) or a DJ (/dj/{slug}). */
export const personPath = (kind: PersonKind, slug: string) => `/${kind === 'artists' ? 'artist' : 'dj'}/${slug}`;

/** The query key of a person by slug. */
export const personBySlugKey = (kind: PersonKind, slug: string) => [kind, 'slug', slug] as const;

/** The query key of a page of a person's mixtapes. */
export const personMixtapesKey = (kind: PersonKind, id: number, page: number) => [kind, id, 'mixtapes', page] as const;
