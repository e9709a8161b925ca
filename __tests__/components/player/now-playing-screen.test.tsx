import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Player } from '@/components/player/player';
import { LINK_COPIED } from '@/components/common/share';
import { AlertBar } from '@/components/layout/alert-bar';
import { SLEEP_CHOICES } from '@/components/player/sleep-timer-button';
import type { Episode } from '@/lib/contracts/people';
import { episodeAsTrack } from '@/lib/episode-track';
import { makeMe } from '../../helpers/auth';
import { makeTrack } from '../../helpers/fixtures';
import { mockWindowWidth, resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

// The phone's now-playing screen (see docs/product.md, Player and queue).
resetPlayerEachTest();
beforeEach(() => mockWindowWidth(375));

const tracks = [makeTrack(1, { album: 'Night Drive', slug: 'night-drive' }), makeTrack(2), makeTrack(3)];
const episode = episodeAsTrack(
  { id: 7, title: 'Episode Seven', podcast: { id: 1, slug: 'the-crate', name: 'The Crate' }, duration: 1800, image: null, stream: '/api/v3/podcasts/episodes/7/stream' } as Episode,
  1,
);

async function openScreen(queue = tracks) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Player />
      <AlertBar />
    </>,
  );
  act(() => state().playTracks(queue, 0));
  await user.click(within(screen.getByRole('region', { name: 'Player' })).getByRole('button', { name: /^Expand player/ }));
  const full = screen.getByRole('dialog', { name: 'Now playing' });
  // Its actions load when it first opens.
  await within(full).findByRole('button', { name: 'Sleep timer' });
  return { user, full };
}

it("shows the track's heart, Add to Playlist, Share and menu, and its mixtape as a link", async () => {
  const { full } = await openScreen();
  expect(within(full).getByRole('button', { name: 'Favorite Track 1' })).toHaveAttribute('aria-pressed', 'false');
  expect(within(full).getByRole('button', { name: 'Add to Playlist' })).toBeInTheDocument();
  expect(within(full).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  expect(within(full).getByRole('button', { name: 'More actions for Track 1' })).toBeInTheDocument();
  expect(within(full).getByRole('link', { name: 'Mixtape: Night Drive' })).toHaveAttribute('href', '/mixtape/night-drive');
});

it('asks a guest to log in for the heart and for Add to Playlist, as everywhere', async () => {
  const { user, full } = await openScreen();
  await user.click(within(full).getByRole('button', { name: 'Favorite Track 1' }));
  expect(state().memberPrompt).toBe('favorite');
  expect(within(full).getByRole('button', { name: 'Favorite Track 1' })).toHaveAttribute('aria-pressed', 'false');
  act(() => state().closeMemberPrompt());
  await user.click(within(full).getByRole('button', { name: 'Add to Playlist' }));
  expect(state().memberPrompt).toBe('playlist');
});

it("opens the add-to-playlist dialog's request for the playing track, for a member", async () => {
  act(() => state().setSession(makeMe()));
  const { user, full } = await openScreen();
  await user.click(within(full).getByRole('button', { name: 'Add to Playlist' }));
  expect(state().addingToPlaylist).toEqual([1]);
});

it("Share copies a link to the track's mixtape where there is no share sheet", async () => {
  const { user, full } = await openScreen();
  // After user-event's setup, which puts a clipboard of its own in place.
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  await user.click(within(full).getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/mixtape/night-drive'));
  expect(await screen.findByRole('alert')).toHaveTextContent(LINK_COPIED);
});

it("the menu is a queue row's menu, and leaving for the mixtape closes the screen", async () => {
  const { user, full } = await openScreen();
  await user.click(within(full).getByRole('button', { name: 'More actions for Track 1' }));
  const sheet = screen.getByRole('dialog', { name: 'Track 1' });
  expect(within(sheet).getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['Move Down', 'Download', 'Add To Favorite', 'Add to Playlist', 'Share', 'Open Mixtape', 'Remove']);
  await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Track 1' })).not.toBeInTheDocument());

  // jsdom does not navigate: the click stops short of it, after the link's own handler.
  const stay = (event: Event) => event.preventDefault();
  window.addEventListener('click', stay, true);
  await user.click(within(full).getByRole('link', { name: 'Mixtape: Night Drive' }));
  window.removeEventListener('click', stay, true);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Now playing' })).not.toBeInTheDocument());
});

it('offers the sleep timer choices, shows the time left once set, and turns it off', async () => {
  const { user, full } = await openScreen();
  await user.click(within(full).getByRole('button', { name: 'Sleep timer' }));
  const menu = screen.getByRole('menu', { name: 'Sleep timer' });
  expect(within(menu).getAllByRole('menuitemradio').map((el) => el.textContent)).toEqual(['End of track', '15 minutes', '30 minutes', '60 minutes', 'Off']);
  expect(SLEEP_CHOICES.map((c) => c.label)).toEqual(['End of track', '15 minutes', '30 minutes', '60 minutes', 'Off']);
  expect(within(menu).getByRole('menuitemradio', { name: 'Off' })).toHaveAttribute('aria-checked', 'true');
  await user.click(within(menu).getByRole('menuitemradio', { name: '15 minutes' }));
  expect(state().sleepTimer).toMatchObject({ choice: 15 });
  const set = await within(full).findByRole('button', { name: /^Sleep timer, 1[45]:\d\d left$/ });
  expect(set).toHaveTextContent(/^1[45]:\d\d$/);
  // The same button as before, so the focus comes back to it as the menu closes.
  await waitFor(() => expect(set).toHaveFocus());

  await user.click(set);
  await user.click(screen.getByRole('menuitemradio', { name: 'End of track' }));
  // The end of the track counts down with the track: 0:00 of 3:21 played.
  expect(await within(full).findByRole('button', { name: 'Sleep timer, 3:21 left' })).toBeInTheDocument();
  expect(state().sleepTimer).toMatchObject({ choice: 'end-of-track' });

  await user.click(within(full).getByRole('button', { name: 'Sleep timer, 3:21 left' }));
  await user.click(screen.getByRole('menuitemradio', { name: 'Off' }));
  expect(state().sleepTimer).toBeNull();
  expect(await within(full).findByRole('button', { name: 'Sleep timer' })).toBeInTheDocument();
});

it('offers the skips and the speed only for a podcast, and keeps the speed per podcast', async () => {
  const { user, full } = await openScreen([episode, ...tracks]);
  const back = await within(full).findByRole('button', { name: 'Back 15 seconds' });
  expect(within(full).getByRole('button', { name: 'Forward 30 seconds' })).toBeInTheDocument();
  // An episode has no heart or playlist, and its line leads to the podcast.
  expect(within(full).queryByRole('button', { name: 'Favorite Episode Seven' })).not.toBeInTheDocument();
  expect(within(full).queryByRole('button', { name: 'Add to Playlist' })).not.toBeInTheDocument();
  expect(within(full).getByRole('link', { name: 'Podcast: The Crate' })).toHaveAttribute('href', '/podcast/the-crate');

  await user.click(within(full).getByRole('button', { name: 'Speed 1×' }));
  const menu = screen.getByRole('menu', { name: 'Playback speed' });
  expect(within(menu).getAllByRole('menuitemradio').map((el) => el.textContent)).toEqual(['0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);
  await user.click(within(menu).getByRole('menuitemradio', { name: '1.5×' }));
  expect(state().podcastRates).toEqual({ 'the-crate': 1.5 });
  expect(await within(full).findByRole('button', { name: 'Speed 1.5×' })).toBeInTheDocument();

  // The engine's element (jsdom loads nothing), made as if 100 seconds of the episode had played.
  const forward = within(full).getByRole('button', { name: 'Forward 30 seconds' });
  await user.click(forward);
  const main = document.querySelector<HTMLAudioElement>('audio[data-player="main"]')!;
  Object.defineProperty(main, 'readyState', { configurable: true, get: () => 4 });
  Object.defineProperty(main, 'duration', { configurable: true, get: () => 1800 });
  main.currentTime = 100;
  await user.click(forward);
  expect(main.currentTime).toBe(130);
  await user.click(back);
  expect(main.currentTime).toBe(115);
  expect(state().progress.currentTime).toBe(115);

  // Music: no skips, no speed.
  await user.click(within(full).getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(within(full).queryByRole('button', { name: 'Back 15 seconds' })).not.toBeInTheDocument());
  expect(within(full).queryByRole('button', { name: /^Speed/ })).not.toBeInTheDocument();
  expect(within(full).queryByRole('button', { name: 'Forward 30 seconds' })).not.toBeInTheDocument();
});

describe('Play on…', () => {
  afterEach(() => {
    delete (HTMLMediaElement.prototype as { remote?: unknown }).remote;
  });

  it('is hidden where the browser has no way to another device', async () => {
    const { full } = await openScreen();
    expect(within(full).queryByRole('button', { name: 'Play on…' })).not.toBeInTheDocument();
  });

  it('is shown when Remote Playback reports a device, and opens the browser’s list of them', async () => {
    const prompt = jest.fn().mockResolvedValue(undefined);
    const remote = { watchAvailability: jest.fn((callback: (available: boolean) => void) => (callback(true), Promise.resolve(1))), cancelWatchAvailability: jest.fn().mockResolvedValue(undefined), prompt };
    Object.defineProperty(HTMLMediaElement.prototype, 'remote', { configurable: true, get: () => remote });
    const { user, full } = await openScreen();
    await user.click(await within(full).findByRole('button', { name: 'Play on…' }));
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('is shown where the browser cannot watch for devices all the time but offers them on request (Chrome on Android)', async () => {
    const remote = { watchAvailability: jest.fn().mockRejectedValue(new DOMException('Not supported', 'NotSupportedError')), cancelWatchAvailability: jest.fn(), prompt: jest.fn().mockResolvedValue(undefined) };
    Object.defineProperty(HTMLMediaElement.prototype, 'remote', { configurable: true, get: () => remote });
    const { full } = await openScreen();
    expect(await within(full).findByRole('button', { name: 'Play on…' })).toBeInTheDocument();
  });

  it('stays hidden while Remote Playback reports no device', async () => {
    const remote = { watchAvailability: jest.fn((callback: (available: boolean) => void) => (callback(false), Promise.resolve(1))), cancelWatchAvailability: jest.fn().mockResolvedValue(undefined), prompt: jest.fn() };
    Object.defineProperty(HTMLMediaElement.prototype, 'remote', { configurable: true, get: () => remote });
    const { full } = await openScreen();
    await waitFor(() => expect(remote.watchAvailability).toHaveBeenCalled());
    expect(within(full).queryByRole('button', { name: 'Play on…' })).not.toBeInTheDocument();
  });
});
