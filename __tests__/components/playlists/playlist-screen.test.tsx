import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlaylistScreen } from '@/components/playlists/playlist-screen';
import { useAppStore } from '@/store';
import { V3, apiError, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { memberIds } from '../../helpers/member-ids';
import { mockServer } from '../../helpers/msw';
import { makePlaylistDetail } from '../../helpers/playlists';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
// Owned by user 7 (makeMe's id): three tracks of 201, 202 and 203 seconds.
const playlist = makePlaylistDetail(4, [1, 2, 3], { slug: 'road-trip', name: 'Road Trip', description: 'Windows down.' });

beforeEach(resetAuthState);

it('shows a visitor the cover, name, owner, count, length and tracks, with Play All and no owner tools', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PlaylistScreen slug="road-trip" initial={playlist} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Road Trip' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Road Trip cover' })).toBeInTheDocument();
  expect(screen.getByText('by djnova')).toBeInTheDocument();
  expect(screen.getByText('3 tracks · 10 min')).toBeInTheDocument();
  expect(screen.getByText('Windows down.')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Tracklist' })).getAllByRole('listitem')).toHaveLength(3);
  await user.click(screen.getByRole('button', { name: 'Play All' }));
  expect(useAppStore.getState().queue.map((t) => t.id)).toEqual([1, 2, 3]);
  expect(useAppStore.getState().activeTrack?.id).toBe(1);
  // Another member: still no tools.
  logIn(makeMe({ id: 99, username: 'someone' }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (const name of ['Edit', 'Edit Tracks', 'Delete']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

it('Share copies the playlist page address', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  renderWithProviders(<PlaylistScreen slug="road-trip" initial={playlist} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/playlist/road-trip'));
});

it('gives the owner Edit, Edit Tracks and Delete; Move Down saves the new order', async () => {
  const user = userEvent.setup();
  let order: unknown;
  server.use(
    http.put(`${V3}/playlists/4/tracks`, async ({ request }) => {
      order = await request.json();
      return HttpResponse.json(makePlaylistDetail(4, [2, 1, 3], { slug: 'road-trip', name: 'Road Trip' }));
    }),
  );
  logIn();
  renderWithProviders(<PlaylistScreen slug="road-trip" initial={playlist} />);
  expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Tracks' }));
  await user.click(await screen.findByRole('button', { name: 'Move Down Track 1' }));
  await waitFor(() => expect(order).toEqual({ track_ids: [2, 1, 3] }));
  await waitFor(() => expect(screen.getAllByTestId('playlist-editor-title').map((el) => el.textContent)).toEqual(['Track 2', 'Track 1', 'Track 3']));
});

it('asks before deleting, and the owner can remove a track', async () => {
  const user = userEvent.setup();
  server.use(http.delete(`${V3}/playlists/4/tracks`, () => HttpResponse.json(makePlaylistDetail(4, [1, 3], { slug: 'road-trip', name: 'Road Trip' }))));
  logIn();
  renderWithProviders(<PlaylistScreen slug="road-trip" initial={playlist} />);
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this playlist?' });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Edit Tracks' }));
  await user.click(await screen.findByRole('button', { name: 'Remove Track 2' }));
  await waitFor(() => expect(screen.getAllByTestId('playlist-editor-title').map((el) => el.textContent)).toEqual(['Track 1', 'Track 3']));
});

it("loads a private playlist for its owner in the browser; to anyone else it is not found", async () => {
  server.use(http.get(`${V3}/playlists/secret-stash`, () => apiError(400, 'Validation failed (numeric string is expected)')));
  server.use(
    http.get(`${V3}/playlists/find`, ({ request }) =>
      request.headers.get('authorization') === 'Bearer access-1'
        ? HttpResponse.json(makePlaylistDetail(9, [1], { slug: 'secret-stash', name: 'Secret Stash', public: false }))
        : apiError(404, 'Playlist not found', 'Not Found'),
    ),
  );
  const { unmount } = renderWithProviders(<PlaylistScreen slug="secret-stash" initial={null} />);
  expect(await screen.findByRole('heading', { name: 'Playlist not found' })).toBeInTheDocument();
  unmount();
  logIn();
  renderWithProviders(<PlaylistScreen slug="secret-stash" initial={null} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Secret Stash' })).toBeInTheDocument();
  expect(screen.getByText('Private')).toBeInTheDocument();
});

it("a member keeps someone's playlist with its heart (the Playlists tab of their favorites); a guest is asked to log in", async () => {
  const user = userEvent.setup();
  const kept: string[] = [];
  server.use(http.post(`${V3}/users/favorites/playlists/4`, ({ request }) => (kept.push(request.method), HttpResponse.json({ favorite: true }))));
  const { queryClient } = renderWithProviders(<PlaylistScreen slug="road-trip" initial={playlist} />);
  await user.click(screen.getByRole('button', { name: 'Favorite Road Trip' }));
  expect(useAppStore.getState().memberPrompt).toBe('favorite');
  useAppStore.getState().closeMemberPrompt();
  logIn(makeMe({ id: 99, username: 'someone' }));
  const heart = await screen.findByRole('button', { name: 'Favorite Road Trip' });
  await user.click(heart);
  await waitFor(() => expect(kept).toEqual(['POST']));
  expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(memberIds(queryClient, 'favorite-playlists', 99)).toContain(4);
});
