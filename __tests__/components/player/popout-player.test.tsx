import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { PopoutPlayer } from '@/components/player/popout-player';
import { useAppStore } from '@/store';
import { makeTrack } from '../../helpers/fixtures';
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
  server.use(http.get('http://localhost/api/v3/mixtapes/5/queue', () => HttpResponse.json(queue)));
  renderWithProviders(<PopoutPlayer mixtapeId={5} />);
  await act(() => useAppStore.persist.rehydrate());
  await waitFor(() => expect(state().activeTrack?.id).toBe(1));
  expect(state()).toMatchObject({ queue, isPlaying: true });
  const player = screen.getByRole('region', { name: 'Player' });
  expect(within(player).getByTestId('player-title')).toHaveTextContent('Track 1');
  expect(within(player).getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Queue' })).getAllByTestId('queue-row')).toHaveLength(2);
});

it('/player/custom shows the empty queue until a queue is handed over', () => {
  renderWithProviders(<PopoutPlayer />);
  expect(screen.getByText('Nothing to Play')).toBeInTheDocument();
});
