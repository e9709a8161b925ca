import type { PageMeta, Paged } from '@/lib/contracts/common';
import type { Playlist } from '@/lib/contracts/playlists';
import type { SliceCreator } from './types';

export interface PlaylistSlice {
  /** The member's playlists as far as loaded, newest first, and the meta of the last page loaded. */
  userPlaylists: Playlist[];
  userPlaylistsMeta: PageMeta | null;
  /** The tracks the Add to Playlist dialog is adding; null while it is closed. */
  addingToPlaylist: number[] | null;

  /** A page of the member's playlists: page 1 replaces the list, a later page appends to it (see docs/product.md, Playlists). */
  setUserPlaylists: (page: Paged<Playlist>) => void;
  /** A playlist just created comes first, as the newest. */
  prependUserPlaylist: (playlist: Playlist) => void;
  replaceUserPlaylist: (playlist: Playlist) => void;
  removeUserPlaylist: (id: number) => void;
  /** Opens the Add to Playlist dialog for these tracks; a guest gets the prompt to log in or sign up instead. */
  openAddToPlaylist: (trackIds: number[]) => void;
  closeAddToPlaylist: () => void;
}

/** What a logout clears: one member's playlists never show to the next. */
export const NO_USER_PLAYLISTS = { userPlaylists: [] as Playlist[], userPlaylistsMeta: null, addingToPlaylist: null };

export const createPlaylistSlice: SliceCreator<PlaylistSlice> = (set, get) => ({
  ...NO_USER_PLAYLISTS,

  setUserPlaylists: ({ data, meta }) =>
    set((s) => {
      if (meta.page <= 1) return { userPlaylists: data, userPlaylistsMeta: meta };
      const seen = new Set(s.userPlaylists.map((p) => p.id));
      return { userPlaylists: [...s.userPlaylists, ...data.filter((p) => !seen.has(p.id))], userPlaylistsMeta: meta };
    }),
  prependUserPlaylist: (playlist) =>
    set((s) => ({
      userPlaylists: [playlist, ...s.userPlaylists.filter((p) => p.id !== playlist.id)],
      userPlaylistsMeta: s.userPlaylistsMeta && { ...s.userPlaylistsMeta, total: s.userPlaylistsMeta.total + 1 },
    })),
  replaceUserPlaylist: (playlist) => set((s) => ({ userPlaylists: s.userPlaylists.map((p) => (p.id === playlist.id ? playlist : p)) })),
  removeUserPlaylist: (id) =>
    set((s) => ({
      userPlaylists: s.userPlaylists.filter((p) => p.id !== id),
      userPlaylistsMeta: s.userPlaylistsMeta && { ...s.userPlaylistsMeta, total: Math.max(0, s.userPlaylistsMeta.total - 1) },
    })),
  openAddToPlaylist: (trackIds) => {
    if (!get().isLoggedIn) {
      get().openMemberPrompt('playlist');
      return;
    }
    if (trackIds.length > 0) set({ addingToPlaylist: [...new Set(trackIds)] });
  },
  closeAddToPlaylist: () => set({ addingToPlaylist: null }),
});
