import { useAppStore } from '@/store';
import { makeMe } from '../helpers/auth';

const initial = useAppStore.getState();
const state = () => useAppStore.getState();

beforeEach(() => useAppStore.setState(initial, true));

it("opens Add to Playlist for a member, and a guest's attempt opens the 'playlist' prompt instead", () => {
  state().openAddToPlaylist([3, 3, 4]);
  expect(state().addingToPlaylist).toBeNull();
  expect(state().memberPrompt).toBe('playlist');
  state().closeMemberPrompt();
  state().setSession(makeMe());
  state().openAddToPlaylist([3, 3, 4]);
  expect(state().addingToPlaylist).toEqual([3, 4]);
});

it('closes Add to Playlist on logout', () => {
  state().setSession(makeMe());
  state().openAddToPlaylist([3]);
  state().clearSession();
  expect(state().addingToPlaylist).toBeNull();
});
