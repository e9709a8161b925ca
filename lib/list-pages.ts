import type { MixtapeSet } from './contracts/catalog';

/** A list page of the site: a named data set of the catalog (SPEC §2) under its own path. */
export interface ListPage {
  path: string;
  title: string;
  /** The API's named list behind it; none for /mixtapes, which reads GET /mixtapes with its filters. */
  set?: MixtapeSet;
  description: string;
}

export const MIXTAPES_LIST_PAGE: ListPage = {
  path: '/mixtapes',
  title: 'All Mixtapes',
  description: 'Every free mixtape on the site, sorted and filtered your way: newest, most played, by artist or DJ.',
};

export const SET_LIST_PAGES: Record<MixtapeSet, ListPage> = {
  featured: { path: '/featured', title: 'Featured Mixtapes', set: 'featured', description: 'The mixtapes our editors picked: stream and download them free.' },
  premieres: { path: '/premieres', title: 'Premieres', set: 'premieres', description: 'Mixtapes premiering on the site first, free to stream.' },
  today: { path: '/today', title: 'New Today', set: 'today', description: 'Mixtapes released today, free to stream and download.' },
  'this-week': { path: '/this-week', title: 'This Week', set: 'this-week', description: 'Every mixtape released this week, free to stream and download.' },
  unreleased: { path: '/unreleased', title: 'Coming Soon', set: 'unreleased', description: 'Mixtapes coming soon, with a countdown to each release.' },
  'past-releases': { path: '/past-releases', title: 'Past Releases', set: 'past-releases', description: 'Older mixtapes worth another listen, free to stream and download.' },
};

/** Every list page, in the order the sitemap and the footer give them. */
export const LIST_PAGES: readonly ListPage[] = [MIXTAPES_LIST_PAGE, ...Object.values(SET_LIST_PAGES)];
