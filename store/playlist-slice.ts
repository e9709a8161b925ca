import type { SliceCreator } from './types';

/** The Add to Playlist dialog; the member's playlists themselves are the server's, in hooks/playlists/use-user-playlists.ts. */
export interface PlaylistSlice {
  /** The tracks the Add to Playlist dialog is adding; null while it is closed. */
  addingToPlaylist: number[] | null;

  /** Opens the Add to Playlist dialog for these tracks; a guest gets the prompt to log in or sign up instead. */
  openAddToPlaylist: (trackIds: number[]) => void;
  closeAddToPlaylist: () => void;
}

export const createPlaylistSlice: SliceCreator<PlaylistSlice> = (set, get) => ({
  addingToPlaylist: null,

  openAddToPlaylist: (trackIds) => {
    if (!get().isLoggedIn) {
      get().openMemberPrompt('playlist');
      return;
    }
    if (trackIds.length > 0) set({ addingToPlaylist: [...new Set(trackIds)] });
  },
  closeAddToPlaylist: () => set({ addingToPlaylist: null }),
});
