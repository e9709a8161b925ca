import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertBar } from '@/components/layout/alert-bar';
import { Player } from '@/components/player/player';
import { PLAYER_CLOSED } from '@/components/player/player-actions';
import { useAudioSync } from '@/hooks/player/use-audio-sync';
import { makeTrack } from '../../helpers/fixtures';
import { mockMediaElement, mockWindowWidth, resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

resetPlayerEachTest();

const tracks = [makeTrack(1), makeTrack(2), makeTrack(3)];
const region = () => screen.queryByRole('region', { name: 'Player' });

/** The player and the alert bar, playing the second track 65 s in. */
function playSecondTrack({ playing = true } = {}) {
  renderWithProviders(
    <>
      <Player />
      <AlertBar />
    </>,
  );
  act(() => {
    state().playTracks(tracks, 1);
    state().setProgress({ loading: false, currentTime: 65.4, duration: 202 });
    state().setPlaying(playing);
  });
}

async function undoFromAlert(user: ReturnType<typeof userEvent.setup>) {
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(PLAYER_CLOSED);
  await user.click(within(alert).getByRole('button', { name: 'Undo' }));
}

it("on a phone, close sits in the full view's top bar beside collapse, before the transport controls", async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  playSecondTrack();
  await user.click(within(region()!).getByRole('button', { name: /^Expand player/ }));
  const full = screen.getByRole('dialog', { name: 'Now playing' });
  const close = within(full).getByRole('button', { name: 'Close player' });
  const collapse = within(full).getByRole('button', { name: 'Collapse player' });
  // In the same bar as collapse, and nothing of it comes after the controls.
  expect(close.parentElement).toBe(collapse.parentElement);
  expect(close.compareDocumentPosition(within(full).getByRole('button', { name: 'Shuffle' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(full).getAllByRole('button', { name: 'Close player' })).toHaveLength(1);
});

it("on a phone, closing from the full view says 'Player closed' with Undo, which brings back the queue, the track and its position, playing", async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  playSecondTrack();
  await user.click(within(region()!).getByRole('button', { name: /^Expand player/ }));
  await user.click(within(screen.getByRole('dialog', { name: 'Now playing' })).getByRole('button', { name: 'Close player' }));
  expect(region()).not.toBeInTheDocument();
  expect(state()).toMatchObject({ queue: [], activeTrack: null, isActive: false, isPlaying: false, position: 0 });

  await undoFromAlert(user);
  expect(state()).toMatchObject({ queue: tracks, currentIndex: 1, activeTrack: tracks[1], isActive: true, isPlaying: true, position: 65 });
  expect(state().progress).toMatchObject({ currentTime: 65, duration: tracks[1].duration });
  expect(await screen.findByRole('region', { name: 'Player' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

it("the slim bar's close can be undone too, and a paused track comes back paused", async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  playSecondTrack({ playing: false });
  await user.click(within(region()!).getByRole('button', { name: 'Close player' }));
  expect(screen.queryByRole('dialog', { name: 'Now playing' })).not.toBeInTheDocument();
  await undoFromAlert(user);
  expect(state()).toMatchObject({ queue: tracks, activeTrack: tracks[1], isPlaying: false, position: 65 });
});

it("on a wide screen the bar's close says 'Player closed' with Undo as well", async () => {
  mockWindowWidth(1280);
  const user = userEvent.setup();
  playSecondTrack();
  await user.click(within(region()!).getByRole('button', { name: 'Close player' }));
  expect(region()).not.toBeInTheDocument();
  await undoFromAlert(user);
  expect(state()).toMatchObject({ queue: tracks, activeTrack: tracks[1], isPlaying: true, position: 65 });
});

it('closing shows one alert, with its text and its Undo, never an empty one', async () => {
  const user = userEvent.setup();
  playSecondTrack();
  await user.click(within(region()!).getByRole('button', { name: 'Close player' }));
  const alerts = screen.getAllByRole('alert');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toHaveTextContent(PLAYER_CLOSED);
  expect(state().alert).toMatchObject({ message: PLAYER_CLOSED, action: { label: 'Undo' } });
});

it('Undo puts the audio back on the track where it was, and plays it from that click', async () => {
  const media = mockMediaElement();
  renderHook(() => useAudioSync());
  const user = userEvent.setup();
  playSecondTrack();
  const main = () => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')!;
  await user.click(within(region()!).getByRole('button', { name: 'Close player' }));
  expect(main().getAttribute('src')).toBeNull();
  media.play.mockClear();
  await undoFromAlert(user);
  expect(main().getAttribute('src')).toBe('/api/v3/tracks/2/stream');
  expect(media.play).toHaveBeenCalled();
  // The element seeks once it knows the track: to the 65 s it was at, not the top.
  act(() => void main().dispatchEvent(new Event('loadedmetadata')));
  expect(main().currentTime).toBe(65);
});
