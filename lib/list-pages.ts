import type { MixtapeListQuery, MixtapeSet } from './contracts/catalog';
import type { ListLink } from './list-links';
import { MIXTAPES_LINK, SET_LINKS } from './list-links';
import { hasUrlUnsafeCharacter } from './url-text';

// The orders and time ranges of GET /mixtapes: here, without zod, so list pages can offer them at first load.
export const MIXTAPE_SORTS = ['date', 'title', 'plays', 'views', 'downloads', 'likes'] as const;
export const MIXTAPE_RANGES = ['day', 'week', 'month', 'year', 'all'] as const;

/** A list page of the site: a named data set of the catalog (docs/product.md, Catalog) under its own path. */
export interface ListPage extends ListLink {
  /** The API's named list behind it; none for /mixtapes, which reads GET /mixtapes with its filters. */
  set?: MixtapeSet;
  description: string;
}

export const MIXTAPES_LIST_PAGE: ListPage = {
  ...MIXTAPES_LINK,
  description: 'Every mixtape on the site, free to stream, sorted and filtered your way: newest, most played, by artist or DJ.',
};

export const SET_LIST_PAGES: Record<MixtapeSet, ListPage> = {
  featured: { ...SET_LINKS.featured, set: 'featured', description: 'The mixtapes our editors picked: free to stream, some paid to download.' },
  premieres: { ...SET_LINKS.premieres, set: 'premieres', description: 'Mixtapes premiering on the site first, free to stream.' },
  today: { ...SET_LINKS.today, set: 'today', description: 'Mixtapes released today: free to stream, some paid to download.' },
  'this-week': { ...SET_LINKS['this-week'], set: 'this-week', description: 'Every mixtape released this week: free to stream, some paid to download.' },
  unreleased: { ...SET_LINKS.unreleased, set: 'unreleased', description: 'Mixtapes coming soon, with a countdown to each release.' },
  'past-releases': { ...SET_LINKS['past-releases'], set: 'past-releases', description: 'Older mixtapes worth another listen: free to stream, some paid to download.' },
};

/** Mixtapes per page of a list page: a whole number of rows at 2, 3, 4 and 6 columns. */
export const LIST_PAGE_TAKE = 24;

/** What a list page reads: a named set, or GET /mixtapes with its filters. */
export type ListSource = { set: MixtapeSet } | { query: MixtapeListFilters };

/** The filters of /mixtapes the URL may carry; paging is the list page's own. */
export type MixtapeListFilters = Partial<Omit<MixtapeListQuery, 'page' | 'take'>>;

/** /mixtapes shows the newest first unless the URL says otherwise (the API's own default is oldest first). */
export const MIXTAPES_PAGE_DEFAULTS = { sort: 'date', order: 'desc', range: 'all', site: 'main' } as const;

const SORTS: readonly string[] = MIXTAPE_SORTS;
const RANGES: readonly string[] = MIXTAPE_RANGES;
/** An artist or DJ in the URL: an id or a slug, as GET /mixtapes takes it. */
const PERSON = /^([0-9]{1,9}|[a-z0-9-]{1,200})$/;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The filters of a /mixtapes URL. A value the API would refuse is left out rather than failing the page, and an
 * artist or DJ with a character outside the URL-safe set is never passed on.
 */
export function filtersFromQuery(query: Record<string, string | string[] | undefined>): MixtapeListFilters {
  const filters: MixtapeListFilters = {};
  const sort = one(query.sort);
  if (sort && SORTS.includes(sort)) filters.sort = sort as MixtapeListFilters['sort'];
  const order = one(query.order);
  if (order === 'asc' || order === 'desc') filters.order = order;
  const range = one(query.range);
  if (range && RANGES.includes(range)) filters.range = range as MixtapeListFilters['range'];
  const site = one(query.site);
  if (site && /^[a-z0-9-]{1,40}$/.test(site)) filters.site = site;
  for (const key of ['artist', 'dj'] as const) {
    const value = one(query[key]);
    if (value && !hasUrlUnsafeCharacter(value) && PERSON.test(value)) filters[key] = value;
  }
  return filters;
}

/**
 * The URL of these filters on /mixtapes (or another list page read from GET /mixtapes, at `path`): only what differs
 * from the page's defaults, so the plain list stays '/mixtapes'.
 */
export function hrefForFilters(filters: MixtapeListFilters, path = MIXTAPES_LIST_PAGE.path): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || MIXTAPES_PAGE_DEFAULTS[key as keyof typeof MIXTAPES_PAGE_DEFAULTS] === value) continue;
    if (hasUrlUnsafeCharacter(String(value))) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
