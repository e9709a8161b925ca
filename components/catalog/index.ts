// The door of components/catalog: what the other features, the layout and the pages use of it.
export { CHAPTERS_LABEL, ChapterList } from './chapter-list';
export { CHARTS_DESCRIPTION, CHARTS_TITLE, ChartsScreen } from './charts-screen';
export { EmbedPlayer } from './embed-player';
export { GenreScreen } from './genre-screen';
export { GenresScreen } from './genres-screen';
export { HeaderSearch } from './header-search';
export { MixtapeListFiltersBar } from './mixtape-list-filters';
export { MixtapeListScreen } from './mixtape-list-screen';
export { MixtapeScreen } from './mixtape-screen';
export { MixtapeShelf, Shelf } from './mixtape-shelf';
export { PeopleIndexScreen } from './people-index-screen';
export { PersonScreen } from './person-screen';
export { PodcastScreen } from './podcast-screen';
export { PODCASTS_TITLE, PodcastsScreen } from './podcasts-screen';
export { ReleaseCountdown } from './release-countdown';
export { SearchScreen } from './search-screen';
export { TRACK_LIST_MAX_WIDTH, TrackList } from './track-list';
