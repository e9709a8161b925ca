import type { Paged } from '@/lib/contracts/common';
import type { Playlist } from '@/lib/contracts/playlists';
import { useAppStore } from '@/store';
import { makeMe } from '../helpers/auth';
import { makePlaylist } from '../helpers/playlists';

const initial = useAppStore.getState();
const state = () => useAppStore.getState();
const page = (n: number, ids: number[], pageCount = 3): Paged<Playlist> => ({
  data: ids.map((id) => makePlaylist(id)),
  meta: { page: n, take: 2, total: 6, pageCount },
});

beforeEach(() => useAppStore.setState(initial, true));

it('replaces the member list with page 1 and appends later pages', () => {
  state().setUserPlaylists(page(1, [1, 2]));
  state().setUserPlaylists(page(2, [3, 4]));
  expect(state().userPlaylists.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  expect(state().userPlaylistsMeta?.page).toBe(2);
  state().setUserPlaylists(page(1, [9, 1]));
  expect(state().userPlaylists.map((p) => p.id)).toEqual([9, 1]);
});

it('removes a deleted playlist and replaces an edited one locally; a new one comes first', () => {
  state().setUserPlaylists(page(1, [1, 2, 3]));
  state().replaceUserPlaylist(makePlaylist(2, { name: 'Renamed' }));
  state().removeUserPlaylist(1);
  state().prependUserPlaylist(makePlaylist(7));
  expect(state().userPlaylists.map((p) => [p.id, p.name])).toEqual([
    [7, 'Playlist 7'],
    [2, 'Renamed'],
    [3, 'Playlist 3'],
  ]);
  expect(state().userPlaylistsMeta?.total).toBe(6);
});

it("opens Add to Playlist for a member, and a guest's attempt opens the 'playlist' prompt instead", () => {
  state().openAddToPlaylist([3, 3, 4]);
  expect(state().addingToPlaylist).toBeNull();
  expect(state().memberPrompt).toBe('playlist');
  state().closeMemberPrompt();
  state().setSession(makeMe());
  state().openAddToPlaylist([3, 3, 4]);
  expect(state().addingToPlaylist).toEqual([3, 4]);
});

it("forgets the member's playlists on logout", () => {
  state().setSession(makeMe());
  state().setUserPlaylists(page(1, [1]));
  state().clearSession();
  expect(state().userPlaylists).toEqual([]);
  expect(state().userPlaylistsMeta).toBeNull();
});
