import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlaylistScreen } from '@/components/playlists/playlist-screen';
import type { PlaylistDetail } from '@/lib/contracts/playlists';
import { resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { makePlaylistDetail } from '../../helpers/playlists';
import { resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

// A playlist holding tracks of a mixtape not out yet lists them marked Coming Soon, and nothing plays them until
// that release (see docs/product.md, Catalog).

mockServer();
resetPlayerEachTest();
beforeEach(resetAuthState);

const PAST = '2026-01-01T00:00:00.000Z';

/** Tracks 1 to 3; track 2's mixtape drops `inMs` from now. */
function playlistWithUpcoming(inMs: number): PlaylistDetail {
  const playlist = makePlaylistDetail(4, [1, 2, 3], { slug: 'soon', name: 'Soon' });
  const dropsAt = new Date(Date.now() + inMs).toISOString();
  return { ...playlist, tracks: playlist.tracks!.map((track) => ({ ...track, releaseDate: track.id === 2 ? dropsAt : PAST })) };
}

const row = (title: string) => screen.getByText(title, { selector: '[data-testid="track-title"]' }).closest('li')!;

it('lists a track not out yet marked Coming Soon, without play controls, and Play All and Shuffle leave it out', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PlaylistScreen slug="soon" initial={playlistWithUpcoming(7 * 24 * 3600_000)} />);
  expect(within(screen.getByRole('list', { name: 'Tracklist' })).getAllByRole('listitem')).toHaveLength(3);
  expect(within(row('Track 2')).getByText('Coming Soon')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Play Track 2' })).not.toBeInTheDocument();
  expect(within(row('Track 1')).queryByText('Coming Soon')).not.toBeInTheDocument();
  expect(screen.getByText('3 tracks · 10 min')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Play All' }));
  expect(state().queue.map((t) => t.id)).toEqual([1, 3]);
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Shuffle' }));
  expect(state().queue.map((t) => t.id).sort()).toEqual([1, 3]);
});

it("a row plays the playlist from there without the track not out yet, and Add to Queue leaves it out", async () => {
  const user = userEvent.setup();
  renderWithProviders(<PlaylistScreen slug="soon" initial={playlistWithUpcoming(7 * 24 * 3600_000)} />);
  await user.click(screen.getByRole('button', { name: 'Add to Queue' }));
  expect(state().queue.map((t) => t.id)).toEqual([1, 3]);
  await user.click(screen.getByRole('button', { name: 'Play Track 3' }));
  expect(state().queue.map((t) => t.id)).toEqual([1, 3]);
  expect(state().activeTrack?.id).toBe(3);
});

it('turns the track playable at its release instant, on a page left open', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PlaylistScreen slug="soon" initial={playlistWithUpcoming(1200)} />);
  expect(within(row('Track 2')).getByText('Coming Soon')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Play Track 2' }, { timeout: 3000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Play All' }));
  expect(state().queue.map((t) => t.id)).toEqual([1, 2, 3]);
});

it('disables Play All, Shuffle and Add to Queue when no track is out yet', () => {
  const playlist = makePlaylistDetail(5, [1], { slug: 'later', name: 'Later' });
  const later = new Date(Date.now() + 3600_000).toISOString();
  renderWithProviders(<PlaylistScreen slug="later" initial={{ ...playlist, tracks: playlist.tracks!.map((t) => ({ ...t, releaseDate: later })) }} />);
  for (const name of ['Play All', 'Shuffle', 'Add to Queue']) expect(screen.getByRole('button', { name })).toBeDisabled();
});
