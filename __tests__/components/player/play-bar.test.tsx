import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLayout } from '@/components/layout/app-layout';
import { useAppStore } from '@/store';
import { makeTrack } from '../../helpers/fixtures';
import { renderWithProviders } from '../../helpers/render';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

it('is rendered only while the player is active', async () => {
  renderWithProviders(<AppLayout>page</AppLayout>);
  expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();

  const { act } = await import('react');
  act(() => useAppStore.getState().playTracks([makeTrack(1, { duration: 125 }), makeTrack(2)], 0));
  const player = screen.getByRole('region', { name: 'Player' });
  expect(player).toHaveTextContent('Track 1');
  expect(player).toHaveTextContent('Artist 1');
  expect(player).toHaveTextContent('2:05');

  await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
  expect(useAppStore.getState().isPlaying).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(useAppStore.getState().activeTrack?.id).toBe(2);
  await userEvent.click(screen.getByRole('button', { name: 'Close player' }));
  expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
});
