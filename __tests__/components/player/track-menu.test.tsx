import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertBar } from '@/components/layout/alert-bar';
import { QueueList } from '@/components/player/queue-list';
import { LINK_COPIED } from '@/components/common/share';
import type { Episode } from '@/lib/contracts/people';
import { episodeAsTrack } from '@/lib/episode-track';
import { makeTrack } from '../../helpers/fixtures';
import { mockWindowWidth, resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

resetPlayerEachTest();
beforeEach(() => {
  act(() => state().playTracks([1, 2, 3].map((id) => makeTrack(id, { slug: 'night-drive' })), 0));
});

const MENU = ['Move Up', 'Move Down', 'Download', 'Add To Favorite', 'Add to Playlist', 'Share', 'Open Mixtape', 'Remove'];

it('offers the row actions in order, all of them enabled', async () => {
  const user = userEvent.setup();
  renderWithProviders(<QueueList />);
  await user.click(screen.getByRole('button', { name: 'More actions for Track 2' }));
  const menu = screen.getByRole('menu', { name: 'Actions for Track 2' });
  const entries = within(menu).getAllByRole('menuitem');
  expect(entries.map((el) => el.querySelector('.MuiListItemText-primary')?.textContent)).toEqual(MENU);
  for (const name of ['Download', 'Add To Favorite', 'Add to Playlist']) expect(within(menu).getByRole('menuitem', { name })).not.toHaveAttribute('aria-disabled');
  expect(within(menu).getByRole('menuitem', { name: 'Open Mixtape' })).toHaveAttribute('href', '/mixtape/night-drive');
});

it('Share copies a link to the mixtape when there is no share sheet', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  renderWithProviders(
    <>
      <QueueList />
      <AlertBar />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'More actions for Track 1' }));
  await user.click(screen.getByRole('menuitem', { name: 'Share' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/mixtape/night-drive'));
  expect(await screen.findByRole('alert')).toHaveTextContent(LINK_COPIED);
});

it("Share uses the phone's share sheet where there is one", async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  renderWithProviders(<QueueList />);
  await user.click(screen.getByRole('button', { name: 'More actions for Track 3' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Track 3' })).getByRole('menuitem', { name: 'Share' }));
  await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Track 3 by Artist 3', url: 'http://localhost/mixtape/night-drive' }));
  delete (navigator as { share?: unknown }).share;
});

it('on a phone the row menu is a bottom sheet titled with the track, without the disabled actions', async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  renderWithProviders(<QueueList />);
  await user.click(screen.getByRole('button', { name: 'More actions for Track 1' }));
  const sheet = screen.getByRole('dialog', { name: 'Track 1' });
  expect(within(sheet).getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['Move Down', 'Download', 'Add To Favorite', 'Add to Playlist', 'Share', 'Open Mixtape', 'Remove']);
  expect(within(sheet).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  await user.click(within(sheet).getByRole('menuitem', { name: 'Move Down' }));
  await waitFor(() => expect(state().queue.map((t) => t.id)).toEqual([2, 1, 3]));
});

it('a podcast episode in the queue has no catalog actions, and opens its podcast', async () => {
  const user = userEvent.setup();
  const episode = episodeAsTrack({ id: 2, title: 'Episode Two', podcast: { id: 1, slug: 'the-crate', name: 'The Crate' }, duration: 60, image: null, stream: '/api/v3/podcasts/episodes/2/stream' } as Episode, 1);
  // Track 2 and episode 2: two queue items, never one.
  act(() => state().addToQueue(episode));
  expect(state().queue.map((t) => t.id)).toEqual([1, 2, 3, -2]);
  renderWithProviders(<QueueList />);
  await user.click(screen.getByRole('button', { name: 'More actions for Episode Two' }));
  const menu = screen.getByRole('menu', { name: 'Actions for Episode Two' });
  const entries = within(menu).getAllByRole('menuitem');
  expect(entries.map((el) => el.querySelector('.MuiListItemText-primary')?.textContent)).toEqual(['Move Up', 'Move Down', 'Share', 'Open Podcast', 'Remove']);
  expect(within(menu).getByRole('menuitem', { name: 'Open Podcast' })).toHaveAttribute('href', '/podcast/the-crate');
});
