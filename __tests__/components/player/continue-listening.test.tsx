import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertBar } from '@/components/layout/alert-bar';
import { ContinueListeningOffer } from '@/components/player/continue-listening-offer';
import { Player } from '@/components/player/player';
import { useAudioSync } from '@/hooks/player/use-audio-sync';
import { usePlaybackSync } from '@/hooks/player/use-playback-sync';
import { useAppStore } from '@/store';
import { logIn } from '../../helpers/auth';
import { makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { OTHER_DEVICE, playbackApi, playbackState, savedPlayback } from '../../helpers/playback';
import { mockMediaElement, resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

// Pick up on another device (see docs/product.md, Player and queue): the offer of where another of the member's
// devices left off, and this device stopping when another takes playback over.

const server = mockServer();
resetPlayerEachTest();

const tracks = [makeTrack(1, { title: 'Night Drive' }), makeTrack(2, { title: 'Neon Rain' }), makeTrack(3, { title: 'Last Call' })];
const OFFER = 'Continue listening: Neon Rain at 1:05, from Chrome on Android';
const offerRegion = () => screen.queryByRole('region', { name: 'Continue listening' });
const playerRegion = () => screen.queryByRole('region', { name: 'Player' });

beforeAll(async () => {
  await act(() => useAppStore.persist.rehydrate());
});
beforeEach(() => {
  mockMediaElement();
  localStorage.clear();
  sessionStorage.clear();
  useAppStore.setState({ authReady: true });
});

function Site() {
  usePlaybackSync('/');
  useAudioSync();
  return (
    <>
      <ContinueListeningOffer />
      <Player />
      <AlertBar />
    </>
  );
}

/** A member opens the site; another of their devices left Neon Rain 65 s in, updated at `updated_at`. */
function openSite(updated_at = '2026-11-25T10:00:00.000Z') {
  const api = playbackApi({ state: playbackState(tracks, { index: 1, position: 65, updated_at }) });
  server.use(...api.handlers);
  logIn();
  const view = renderWithProviders(<Site />);
  return { api, ...view };
}

/**
 * A member plays Night Drive here, 20 s in, and its first save is made: every save after it but a take-over is
 * answered with `other`, another device's playback.
 */
async function playWhileOtherAnswers(other: ReturnType<typeof savedPlayback>) {
  const api = playbackApi({ answer: (body) => (body.take_over ? { ...body, updated_at: '2026-11-25T10:00:00.000Z' } : other) });
  server.use(...api.handlers);
  logIn();
  renderWithProviders(<Site />);
  await waitFor(() => expect(api.gets()).toBe(1));
  act(() => {
    state().playTracks(tracks, 0);
    state().setProgress({ loading: false, currentTime: 20 });
  });
  await waitFor(() => expect(api.saves).toHaveLength(1));
  return api;
}

it("offers where another device left off, and Continue plays that queue here from that track's place, taking playback over", async () => {
  const { play } = mockMediaElement();
  const user = userEvent.setup();
  const { api } = openSite();
  const offer = await screen.findByRole('region', { name: 'Continue listening' });
  expect(within(offer).getByText(OFFER, { exact: true })).toBeInTheDocument();
  expect(playerRegion()).not.toBeInTheDocument();

  await user.click(within(offer).getByRole('button', { name: 'Continue' }));
  expect(offerRegion()).not.toBeInTheDocument();
  expect(state()).toMatchObject({ queue: tracks, currentIndex: 1, activeTrack: tracks[1], position: 65, isPlaying: true, isRadioPlay: false });
  const audio = document.querySelector<HTMLAudioElement>('audio[data-player="main"]')!;
  expect(audio.getAttribute('src')).toBe('/api/v3/tracks/2/stream');
  expect(play).toHaveBeenCalled();
  // The audio starts at the saved place once it can seek there.
  Object.defineProperty(audio, 'readyState', { configurable: true, get: () => 1 });
  act(() => {
    audio.dispatchEvent(new Event('loadedmetadata'));
  });
  expect(audio.currentTime).toBe(65);
  expect(await within((await screen.findByRole('region', { name: 'Player' })) as HTMLElement).findByText('Neon Rain')).toBeInTheDocument();

  await waitFor(() => expect(api.saves).toHaveLength(1));
  expect(api.saves[0].body).toMatchObject({ items: [{ id: 1 }, { id: 2 }, { id: 3 }], index: 1, position: 65, playing: true, take_over: true });
  // The same listening carried on: the device it started on reported its play.
  expect(state().playStarted).toBeNull();
});

it('Dismiss hides the offer, and the same save is not offered again; a newer one is', async () => {
  const user = userEvent.setup();
  const first = openSite();
  const offer = await screen.findByRole('region', { name: 'Continue listening' });
  await user.click(within(offer).getByRole('button', { name: 'Dismiss' }));
  expect(offerRegion()).not.toBeInTheDocument();
  expect(state().queue).toEqual([]);
  first.unmount();

  // The page opened again in this tab: the same save is not offered.
  const again = openSite();
  await waitFor(() => expect(again.api.gets()).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(offerRegion()).not.toBeInTheDocument();
  again.unmount();

  // The other device saved since: that is offered.
  openSite('2026-11-25T11:00:00.000Z');
  expect(await screen.findByRole('region', { name: 'Continue listening' })).toHaveTextContent(OFFER);
});

it('offers nothing that this browser saved itself, nor what it already holds, nor while it plays', async () => {
  // This browser's own save.
  localStorage.setItem('playback_device', OTHER_DEVICE.device_id);
  let api = playbackApi({ state: playbackState(tracks, { index: 1, position: 65 }) });
  server.use(...api.handlers);
  logIn();
  let view = renderWithProviders(<Site />);
  await waitFor(() => expect(api.gets()).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(offerRegion()).not.toBeInTheDocument();
  view.unmount();
  localStorage.removeItem('playback_device');

  // Neon Rain two seconds from there, here already.
  act(() => {
    state().playTracks(tracks, 1);
    state().setPlaying(false);
    state().setProgress({ loading: false, currentTime: 63 });
  });
  api = playbackApi({ state: playbackState(tracks, { index: 1, position: 65 }) });
  server.use(...api.handlers);
  view = renderWithProviders(<Site />);
  await waitFor(() => expect(api.gets()).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(offerRegion()).not.toBeInTheDocument();
  view.unmount();

  // Something else plays here already.
  act(() => {
    state().playTracks([makeTrack(9)], 0);
    state().setProgress({ loading: false });
  });
  api = playbackApi({ state: playbackState(tracks, { index: 1, position: 65 }) });
  server.use(...api.handlers);
  renderWithProviders(<Site />);
  await waitFor(() => expect(api.gets()).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(offerRegion()).not.toBeInTheDocument();
});

it('the offer goes when the listener plays something else here, and at log-out', async () => {
  openSite();
  await screen.findByRole('region', { name: 'Continue listening' });
  act(() => state().playTracks([makeTrack(9)], 0));
  expect(offerRegion()).not.toBeInTheDocument();

  act(() => state().setPlaybackOffer({ tracks, index: 1, position: 65, deviceName: 'Chrome on Android', updatedAt: '2026-11-25T10:00:00.000Z' }));
  expect(offerRegion()).toBeInTheDocument();
  act(() => state().clearSession());
  expect(offerRegion()).not.toBeInTheDocument();
});

it('when a save answers that another device took playback over, this one pauses and says where it plays', async () => {
  // The other device started playing after this one's play: every save but a take-over answers its state.
  const other = savedPlayback({ device_name: 'Safari on iPhone', index: 0, position: 12, playing: true });
  const api = await playWhileOtherAnswers(other);
  expect(state().isPlaying).toBe(true);

  // The next save while playing (here, Night Drive ends and Neon Rain follows by itself) hears of the other device.
  act(() => state().setPlaying(false));
  act(() => {
    state().trackEnded();
    state().setProgress({ loading: false });
  });
  await waitFor(() => expect(api.saves.at(-1)?.body).toMatchObject({ index: 1, playing: true, take_over: false }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Playing on Safari on iPhone');
  expect(state().isPlaying).toBe(false);
  expect(document.querySelector<HTMLAudioElement>('audio[data-player="main"]')!.paused).toBe(true);
  const saved = api.saves.length;

  // Paused by the take-over: this device does not save over the other's playback, until the listener plays here.
  act(() => state().setProgress({ currentTime: 30 }));
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect(api.saves).toHaveLength(saved);
  act(() => state().setPlaying(true));
  await waitFor(() => expect(api.saves).toHaveLength(saved + 1));
  expect(api.saves.at(-1)?.body).toMatchObject({ index: 1, playing: true, take_over: true });
});

it('taken over as a track ends, the next one does not play on here', async () => {
  const other = savedPlayback({ device_name: 'Safari on iPhone', playing: true });
  const api = await playWhileOtherAnswers(other);

  // The audio says 'pause' as Night Drive ends: that save answers the other device's state, heard while paused.
  act(() => state().setPlaying(false));
  await waitFor(() => expect(api.saves).toHaveLength(2));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // Then 'ended': Neon Rain would follow by itself, but the music is on the other device now.
  act(() => {
    state().trackEnded();
    state().setProgress({ loading: false });
  });
  expect(state()).toMatchObject({ activeTrack: tracks[1], isPlaying: false });
  expect(await screen.findByRole('alert')).toHaveTextContent('Playing on Safari on iPhone');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.saves).toHaveLength(2);
});
