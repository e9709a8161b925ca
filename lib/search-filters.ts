// Apart from the search contract (lib/contracts/search.ts) so pages can name the filters without loading zod.
export const SEARCH_FILTERS = ['all', 'mixtapes', 'tracks', 'artists', 'djs', 'playlists', 'podcasts'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];
