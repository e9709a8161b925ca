import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLayout, PLAYER_BAR_WAIT_MS } from '@/components/layout/app-layout';
import { Player } from '@/components/player/player';
import { PAUSE_POPOUT, PLAY_POPOUT } from '@/components/player/handed-off-bar';
import { POPUP_BLOCKED } from '@/components/player/player-actions';
import { snapshotPlayback } from '@/store/feed-slice';
import { makeTrack } from '../../helpers/fixtures';
import { mockWindowWidth, resetPlayerEachTest, resetStore, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

resetPlayerEachTest();

const tracks = [makeTrack(1, { duration: 125 }), makeTrack(2), makeTrack(3)];
const player = () => screen.getByRole('region', { name: 'Player' });
const button = (name: string | RegExp) => within(player()).getByRole('button', { name });

it("loads after a click's first sound, not while it is on its way, and at the latest after a moment", async () => {
  const { unmount } = renderWithProviders(<AppLayout>page</AppLayout>);
  act(() => state().playTracks(tracks, 0));
  await act(() => new Promise((resolve) => setTimeout(resolve, PLAYER_BAR_WAIT_MS / 2)));
  expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
  act(() => state().setProgress({ loading: false }));
  expect(await screen.findByRole('region', { name: 'Player' })).toBeInTheDocument();
  unmount();

  // A stream that never answers: the bar comes anyway, to show the loading and let the listener act.
  resetStore();
  renderWithProviders(<AppLayout>page</AppLayout>);
  act(() => state().playTracks(tracks, 0));
  expect(await screen.findByRole('region', { name: 'Player' }, { timeout: PLAYER_BAR_WAIT_MS * 3 })).toBeInTheDocument();
  expect(state().progress.loading).toBe(true);
});

it('is rendered only while the player is active, with cover, title, artist, time and duration', async () => {
  renderWithProviders(<AppLayout>page</AppLayout>);
  expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
  act(() => state().playTracks(tracks, 0));
  // The layout loads the player when it is first needed, once the first sound has come (the engine says so).
  act(() => state().setProgress({ loading: false }));
  expect(within(await screen.findByRole('region', { name: 'Player' })).getByTestId('player-title')).toHaveTextContent('Track 1');
  expect(player()).toHaveTextContent('Artist 1');
  expect(within(player()).getByTestId('player-time')).toHaveTextContent('0:00');
  expect(within(player()).getByTestId('player-duration')).toHaveTextContent('2:05');
  expect(player().querySelector('img')).toHaveAttribute('src', tracks[0].cover);

  await userEvent.click(button('Close player'));
  expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
  expect(state().queue).toEqual([]);
});

it('plays, pauses, skips and goes back', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  await user.click(button('Pause'));
  expect(state().isPlaying).toBe(false);
  await user.click(button('Play'));
  expect(state().isPlaying).toBe(true);
  await user.click(button('Next'));
  expect(state().activeTrack?.id).toBe(2);
  await user.click(button('Previous'));
  expect(state().activeTrack?.id).toBe(1);
  act(() => state().playTracks(tracks, 2));
  expect(button('Next')).toBeDisabled();
});

it('toggles shuffle and cycles repeat off, all, one', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  expect(button('Shuffle')).toHaveAttribute('aria-pressed', 'false');
  await user.click(button('Shuffle'));
  expect(button('Shuffle')).toHaveAttribute('aria-pressed', 'true');
  expect(state().isShuffle).toBe(true);
  await user.click(button('Repeat off'));
  await user.click(button('Repeat all'));
  expect(button('Repeat one')).toHaveAttribute('aria-pressed', 'true');
  expect(state().repeat).toBe('one');
  await user.click(button('Repeat one'));
  expect(state().repeat).toBe('off');
});

it('has a volume slider at 50 by default, and mute remembers the level', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  const slider = within(player()).getByRole('slider', { name: 'Volume' });
  expect(slider).toHaveAttribute('aria-valuenow', '50');
  act(() => slider.focus());
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(state().volume).toBe(52);
  await user.click(button('Mute'));
  expect(state().volume).toBe(0);
  await user.click(button('Unmute'));
  expect(state().volume).toBe(52);
});

it('leaves the sliders\' bounds to their native min and max, which HTML forbids repeating as aria-valuemin/max', () => {
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  for (const name of ['Seek', 'Volume']) {
    const slider = within(player()).getByRole('slider', { name });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).not.toHaveAttribute('aria-valuemin');
    expect(slider).not.toHaveAttribute('aria-valuemax');
  }
});

it('draws an empty square for a track without a cover, not an img without a src', () => {
  renderWithProviders(<Player />);
  act(() => state().playTracks([makeTrack(1, { cover: null })], 0));
  expect(within(player()).getByTestId('player-title')).toHaveTextContent('Track 1');
  expect(player().querySelector('img')).toBeNull();
});

it('shows the buffered and played parts of the seek bar', () => {
  renderWithProviders(<Player />);
  act(() => {
    state().playTracks(tracks, 1);
    state().setProgress({ currentTime: 65, duration: 202, buffered: 101 });
  });
  expect(within(player()).getByTestId('seek-buffered')).toHaveStyle({ width: '50%' });
  expect(within(player()).getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '1:05 of 3:22');
  expect(within(player()).getByTestId('player-time')).toHaveTextContent('1:05');
});

it('while an ad plays, says so and blocks skipping and seeking', () => {
  renderWithProviders(<Player />);
  act(() => {
    state().playTracks(tracks, 0);
    state().setAdsConfig({ enabled: true, everyTracks: 1, url: '/ad.mp3' });
    state().trackEnded();
  });
  expect(within(player()).getByTestId('player-title')).toHaveTextContent('Ad');
  expect(within(player()).getByText('Ad', { selector: '.MuiChip-label' })).toBeInTheDocument();
  expect(button('Next')).toBeDisabled();
  expect(button('Previous')).toBeDisabled();
  expect(within(player()).getByRole('slider', { name: 'Seek' })).toBeDisabled();
});

for (const width of [1280, 375]) {
  it(`while an ad plays, offers premium, the way to hear none, ${width} px wide`, () => {
    mockWindowWidth(width);
    renderWithProviders(<Player />);
    act(() => state().playTracks(tracks, 0));
    expect(within(player()).queryByRole('link', { name: 'Go Premium' })).not.toBeInTheDocument();
    act(() => {
      state().setAdsConfig({ enabled: true, everyTracks: 1, url: '/ad.mp3' });
      state().trackEnded();
    });
    const link = within(player()).getByRole('link', { name: 'Go Premium' });
    expect(link).toHaveAttribute('href', '/premium');
    expect(link.parentElement).toHaveTextContent('Tired of ads? Go Premium');
    // On a phone the bar is one button (expand): the link stands outside it.
    expect(link.closest('button')).toBeNull();
    act(() => state().finishAd());
    expect(within(player()).queryByRole('link', { name: 'Go Premium' })).not.toBeInTheDocument();
  });
}

it('shows LMT Radio while radio plays', () => {
  renderWithProviders(<Player />);
  act(() => state().startRadio('s', tracks));
  expect(within(player()).getByTestId('radio-badge')).toHaveTextContent('LMT Radio');
});

it('opens the queue and the pop-out player sized to the screen width and three times its height', async () => {
  const user = userEvent.setup();
  const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  await user.click(button('Open queue, 3 tracks'));
  expect(state().isQueueOpen).toBe(true);
  await user.click(button('Open pop-out player'));
  const { width, height } = window.screen;
  expect(open).toHaveBeenCalledWith(expect.stringMatching(/^\/player\/custom\?from=/), 'mixtape-player', expect.stringContaining(`width=${width},height=${height * 3}`));
  open.mockReturnValue(null);
  await user.click(button('Open pop-out player'));
  expect(state().alert?.message).toBe(POPUP_BLOCKED);
});

it('goes quiet while the pop-out plays, offering to play here', () => {
  renderWithProviders(<Player />);
  act(() => {
    state().playTracks(tracks, 0);
    state().setHandedOff(true);
  });
  expect(player()).toHaveTextContent('Playing in the pop-out player');
  expect(button('Play here')).toBeInTheDocument();
  expect(within(player()).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
});

it('while the pop-out plays, the bar mirrors its track and playing state', () => {
  renderWithProviders(<Player />);
  act(() => {
    state().playTracks(tracks, 0);
    state().setHandedOff(true);
    state().mirrorPlayback({ ...snapshotPlayback(state()), activeTrack: tracks[1], isPlaying: true });
  });
  expect(within(player()).getByTestId('player-handed-off-title')).toHaveTextContent('Track 2 · Artist 2');
  expect(button(PAUSE_POPOUT)).toBeInTheDocument();
  act(() => state().mirrorPlayback({ ...snapshotPlayback(state()), isPlaying: false }));
  expect(button(PLAY_POPOUT)).toBeInTheDocument();
  expect(state().isPlaying).toBe(false);
});

it('on a phone, collapses to a bar that expands to a full-screen view and collapses again', async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  expect(within(player()).queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();
  await user.click(button(/^Expand player/));
  const full = screen.getByRole('dialog', { name: 'Now playing' });
  expect(within(full).getByRole('button', { name: 'Shuffle' })).toBeInTheDocument();
  expect(within(full).getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
  await user.click(within(full).getByRole('button', { name: 'Collapse player' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Now playing' })).not.toBeInTheDocument());
});

it("on a phone, the slim bar's close button closes the player without expanding it", async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  await user.click(button('Close player'));
  expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Now playing' })).not.toBeInTheDocument();
  expect(state()).toMatchObject({ queue: [], activeTrack: null, isPlaying: false });
});
