import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Playlist, PlaylistDetail, PlaylistFields } from '@/lib/contracts/playlists';
import { apiErrorMessage } from '@/services/common/api-errors';
import { playlistService } from '@/services/playlists';
import { useAppStore } from '@/store';
import { prependUserPlaylist, removeUserPlaylist, replaceUserPlaylist } from './use-user-playlists';

/** What a failed playlist call says, for a form to show beside its fields (the alert is hidden behind a dialog). */
export const playlistErrorMessage = (error: unknown): string | null => (error ? apiErrorMessage(error) : null);

/** The alert after adding tracks (see docs/product.md, Playlists). */
export const addedMessage = (added: number, name: string) =>
  added === 0 ? `Those tracks are already in ${name}.` : `Added ${added} ${added === 1 ? 'track' : 'tracks'} to ${name}.`;

// Playlist failures are shown and logged to the console only (docs/product.md, Playlists: no error log is sent for them).
function reportFailure(what: string) {
  return (error: unknown) => {
    console.error(`${what}:`, error);
    useAppStore.getState().showAlert({ message: apiErrorMessage(error), severity: 'error' });
  };
}

/** Every kept copy of a playlist page takes the new fields (and the new tracks when given). */
function updatePages(queryClient: QueryClient, playlist: Playlist | PlaylistDetail) {
  queryClient.setQueriesData<PlaylistDetail>({ queryKey: ['playlists', 'slug', playlist.slug] }, (old) =>
    old ? { ...old, ...playlist, tracks: 'tracks' in playlist && playlist.tracks ? playlist.tracks : old.tracks } : old,
  );
}

/** Creating puts the new playlist first in the member's list. */
export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: PlaylistFields) => (await playlistService()).createPlaylist(fields),
    onSuccess: (playlist) => prependUserPlaylist(queryClient, playlist),
    onError: reportFailure('failed to create playlist'),
  });
}

/** Editing replaces the playlist in the member's list and on its page. */
export function useUpdatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields }: { id: number; fields: PlaylistFields }) => (await playlistService()).updatePlaylist(id, fields),
    onSuccess: (playlist) => {
      replaceUserPlaylist(queryClient, playlist);
      updatePages(queryClient, playlist);
      useAppStore.getState().showAlert({ message: 'Playlist saved.' });
    },
    onError: reportFailure('failed to update playlist'),
  });
}

/** Deleting removes it from the member's list. */
export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (playlist: Playlist) => (await playlistService()).deletePlaylist(playlist.id),
    onSuccess: (_, playlist) => {
      removeUserPlaylist(queryClient, playlist.id);
      queryClient.removeQueries({ queryKey: ['playlists', 'slug', playlist.slug] });
      useAppStore.getState().showAlert({ message: `Deleted ${playlist.name}.` });
    },
    onError: reportFailure('failed to delete playlist'),
  });
}

/** Appends tracks and says so: 'Added 3 tracks to <name>.' */
export function useAddToPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ playlist, trackIds }: { playlist: Playlist; trackIds: number[] }) => (await playlistService()).addTracks(playlist.id, trackIds),
    onSuccess: ({ added, playlist }) => {
      replaceUserPlaylist(queryClient, playlist);
      // Its page shows the tracks: the kept copy is out of date.
      void queryClient.invalidateQueries({ queryKey: ['playlists', 'slug', playlist.slug] });
      useAppStore.getState().showAlert({ message: addedMessage(added, playlist.name) });
    },
    onError: reportFailure('failed to add tracks to playlist'),
  });
}

/** Removing or reordering tracks: the answer is the playlist with its tracks, shown at once. */
export function useEditPlaylistTracks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change, trackIds }: { id: number; change: 'remove' | 'reorder'; trackIds: number[] }) => {
      const service = await playlistService();
      return change === 'remove' ? service.removeTracks(id, trackIds) : service.reorderTracks(id, trackIds);
    },
    onSuccess: (playlist) => {
      replaceUserPlaylist(queryClient, playlist);
      updatePages(queryClient, playlist);
    },
    onError: reportFailure('failed to change the tracks of playlist'),
  });
}

/** Plays a playlist from a card, without opening it (GET /playlists/{id}/queue). */
export function usePlayPlaylist() {
  return useMutation({
    mutationFn: async (id: number) => (await playlistService()).getPlaylistQueue(id),
    onError: reportFailure('failed to load playlist'),
  });
}
