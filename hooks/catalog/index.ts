// The door of hooks/catalog: what the other features, the layout and the pages use of it.
export { chartQueryOptions } from './use-chart';
export { genresQueryOptions } from './use-genres';
export { mixtapeBySlugQueryOptions, useMixtape } from './use-mixtape';
export { mixtapeDownloadSizeQueryOptions } from './use-mixtape-download-size';
export { mixtapeListPageQueryOptions } from './use-mixtape-list-page';
export { mixtapeQueueQueryOptions, useMixtapeQueue } from './use-mixtape-queue';
export { usePersonBySlug } from './use-person';
export { podcastBySlugQueryOptions, usePodcastBySlug } from './use-podcast';
export { PODCASTS_PAGE_SIZE, podcastsQueryOptions } from './use-podcasts';
export { useReleased } from './use-released';
export { SEARCH_PAGE_SIZE, searchQueryOptions } from './use-search';
export { useWithheldTracks } from './use-withheld-tracks';
