import type { MixtapeSet } from './contracts/catalog';

// Where the list pages are and what they are called: all that the footer and the home shelves need of them, on
// every page's first load. What the list pages themselves need (descriptions, URL filters) is in list-pages.ts.

export interface ListLink {
  path: string;
  title: string;
}

export const MIXTAPES_LINK: ListLink = { path: '/mixtapes', title: 'All Mixtapes' };

export const SET_LINKS: Record<MixtapeSet, ListLink> = {
  featured: { path: '/featured', title: 'Featured Mixtapes' },
  premieres: { path: '/premieres', title: 'Premieres' },
  today: { path: '/today', title: 'Released Today' },
  'this-week': { path: '/this-week', title: 'This Week' },
  unreleased: { path: '/unreleased', title: 'Coming Soon' },
  'past-releases': { path: '/past-releases', title: 'Past Releases' },
};

/** Every list page, in the order the sitemap and the footer give them. */
export const LIST_LINKS: readonly ListLink[] = [MIXTAPES_LINK, ...Object.values(SET_LINKS)];

/** The catalog's indexes, in the order the header's Browse menu and the footer give them. */
export const BROWSE_LINKS: readonly ListLink[] = [
  { path: '/genres', title: 'Genres' },
  { path: '/charts', title: 'Charts' },
  { path: '/artists', title: 'Artists' },
  { path: '/djs', title: 'DJs' },
  { path: '/podcasts', title: 'Podcasts' },
];
