import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { PopoutPlayer } from '@/components/player/popout-player';
import { useAppStore } from '@/store';
import { makeMixtapeDetail, makeTrack } from '../../helpers/fixtures';
import { recordAnalytics, resetStore, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(() => {
  resetStore();
  localStorage.clear();
  recordAnalytics();
});

it('/player/{id} loads the mixtape queue and plays it, beside its queue', async () => {
  const queue = [1, 2].map((id) => makeTrack(id, { mixtapeId: 5 }));
  server.use(
    http.get('http://localhost/api/v3/mixtapes/5', () => HttpResponse.json(makeMixtapeDetail(5, 2))),
    http.get('http://localhost/api/v3/mixtapes/5/queue', () => HttpResponse.json(queue)),
  );
  renderWithProviders(<PopoutPlayer mixtapeId={5} />);
  await act(() => useAppStore.persist.rehydrate());
  await waitFor(() => expect(state().activeTrack?.id).toBe(1));
  expect(state()).toMatchObject({ queue, isPlaying: true });
  const player = screen.getByRole('region', { name: 'Player' });
  expect(within(player).getByTestId('player-title')).toHaveTextContent('Track 1');
  expect(within(player).getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Queue' })).getAllByTestId('queue-row')).toHaveLength(2);
});

it('/player/{id} of a mixtape not out yet shows its countdown, and neither plays nor asks for its queue', async () => {
  let asked = 0;
  const upcoming = { ...makeMixtapeDetail(5, 2), releaseDate: new Date(Date.now() + 86_400_000 + 3_600_000).toISOString() };
  server.use(
    http.get('http://localhost/api/v3/mixtapes/5', () => HttpResponse.json(upcoming)),
    http.get('http://localhost/api/v3/mixtapes/5/queue', () => (asked++, HttpResponse.json([]))),
  );
  renderWithProviders(<PopoutPlayer mixtapeId={5} />);
  await act(() => useAppStore.persist.rehydrate());
  expect(await screen.findByRole('timer')).toHaveTextContent(/^Drops in 1d/);
  const player = screen.getByRole('region', { name: 'Player' });
  expect(within(player).getByText('Mixtape 5')).toBeInTheDocument();
  expect(within(player).queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  expect(state().queue).toEqual([]);
  expect(asked).toBe(0);
});

it('/player/custom shows the empty queue until a queue is handed over', () => {
  renderWithProviders(<PopoutPlayer />);
  expect(screen.getByText('Nothing to Play')).toBeInTheDocument();
});
