// The door of hooks/playlists: what the other features, the layout and the pages use of it.
export { usePlaylist } from './use-playlist';
