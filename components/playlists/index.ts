// The door of components/playlists: what the other features, the layout and the pages use of it.
export { PlaylistScreen } from './playlist-screen';
export { PlaylistsScreen } from './playlists-screen';
