import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { MixtapeHeader } from '@/components/catalog/mixtape-header';
import { useAppStore } from '@/store';
import { makeMixtapeDetail, makeTrack } from '../../helpers/fixtures';
import { resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
resetPlayerEachTest();

const mixtape = makeMixtapeDetail(7, 3);
const queue = [1, 2, 3, 4].map((id) => makeTrack(id, { mixtapeId: 7 }));
const serveQueue = () => server.use(http.get('http://localhost/api/v3/mixtapes/7/queue', () => HttpResponse.json(queue)));

// The header also asks for the zip's size (and, once the session is known, the votes).
beforeEach(() => server.use(http.get('http://localhost/api/v3/mixtapes/7/download', () => HttpResponse.json({ size: 48_213_000 }))));

it("offers Download Mixtape with the zip's size; a guest is asked to log in", async () => {
  serveQueue();
  const user = userEvent.setup();
  renderWithProviders(<MixtapeHeader mixtape={mixtape} />);
  await user.click(await screen.findByRole('button', { name: 'Download Mixtape (48.2 MB)' }));
  expect(useAppStore.getState().memberPrompt).toBe('download');
});

it('Play All plays the mixtape queue from the first track, and pauses it when it plays', async () => {
  serveQueue();
  const user = userEvent.setup();
  const { queryClient } = renderWithProviders(<MixtapeHeader mixtape={mixtape} />);
  await waitFor(() => expect(queryClient.getQueryData(['mixtapes', 7, 'queue'])).toEqual(queue));
  await user.click(screen.getByRole('button', { name: 'Play All' }));
  expect(state()).toMatchObject({ queue, activeTrack: queue[0], isPlaying: true, isShuffle: false });
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(state().isPlaying).toBe(false);
});

it('Share copies the mixtape page address', async () => {
  serveQueue();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  renderWithProviders(<MixtapeHeader mixtape={mixtape} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/mixtape/mixtape-7'));
});

it('Shuffle plays the mixtape in random order', async () => {
  serveQueue();
  const user = userEvent.setup();
  renderWithProviders(<MixtapeHeader mixtape={mixtape} />);
  await user.click(screen.getByRole('button', { name: 'Shuffle' }));
  expect(state()).toMatchObject({ isShuffle: true, isPlaying: true });
});

it('Add to Queue appends the mixtape, starting it when nothing was queued', async () => {
  serveQueue();
  const user = userEvent.setup();
  const { queryClient } = renderWithProviders(<MixtapeHeader mixtape={mixtape} />);
  await waitFor(() => expect(queryClient.getQueryData(['mixtapes', 7, 'queue'])).toBeDefined());
  act(() => state().playTracks([makeTrack(99)], 0));
  await user.click(screen.getByRole('button', { name: 'Add to Queue' }));
  expect(state().queue.map((t) => t.id)).toEqual([99, 1, 2, 3, 4]);
  expect(state().activeTrack?.id).toBe(99);
  expect(state().alert?.message).toBe('4 tracks added to the queue');
});

it('Add to Queue adds only the tracks not queued yet, and says how many', async () => {
  serveQueue();
  const user = userEvent.setup();
  const { queryClient } = renderWithProviders(<MixtapeHeader mixtape={mixtape} />);
  await waitFor(() => expect(queryClient.getQueryData(['mixtapes', 7, 'queue'])).toBeDefined());
  const tracks = queryClient.getQueryData<ReturnType<typeof makeTrack>[]>(['mixtapes', 7, 'queue'])!;
  act(() => state().playTracks(tracks.slice(0, 3), 0));
  await user.click(screen.getByRole('button', { name: 'Add to Queue' }));
  expect(state().queue.map((t) => t.id)).toEqual([1, 2, 3, 4]);
  expect(state().alert?.message).toBe('1 track added to the queue');
  await user.click(screen.getByRole('button', { name: 'Add to Queue' }));
  expect(state().queue).toHaveLength(4);
  expect(state().alert?.message).toBe('Already in the queue');
});

it('links its comment count down to the comments, and shows none when another provider holds them', () => {
  const { unmount } = renderWithProviders(<MixtapeHeader mixtape={{ ...mixtape, commentCount: 12 }} />);
  expect(screen.getByRole('link', { name: '12 comments' })).toHaveAttribute('href', '#comments');
  unmount();
  renderWithProviders(<MixtapeHeader mixtape={{ ...mixtape, commentCount: null }} />);
  expect(screen.queryByRole('link', { name: /comment/ })).not.toBeInTheDocument();
});

it('shows a mixtape not out yet with its countdown and nothing to play or download, until its release opens it', async () => {
  // Another id than the other tests', whose late requests would count here.
  let asked = 0;
  server.use(
    http.get('http://localhost/api/v3/mixtapes/8/queue', () => (asked++, HttpResponse.json(queue))),
    http.get('http://localhost/api/v3/mixtapes/8/download', () => HttpResponse.json({ size: 1000 })),
  );
  renderWithProviders(<MixtapeHeader mixtape={{ ...makeMixtapeDetail(8, 3), releaseDate: new Date(Date.now() + 1500).toISOString() }} />);
  expect(screen.getByRole('timer')).toHaveTextContent(/^Drops in 00:00:0[12]$/);
  for (const name of ['Play All', 'Shuffle', 'Add to Queue', 'Add to Playlist', /^Download Mixtape/]) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(asked).toBe(0);
  expect(await screen.findByRole('button', { name: 'Play All' }, { timeout: 3000 })).toBeEnabled();
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  await waitFor(() => expect(asked).toBe(1));
});
