import { act, screen } from '@testing-library/react';
import { AppLayout } from '@/components/layout/app-layout';
import { useAppStore } from '@/store';
import { makeTrack } from '../../helpers/fixtures';
import { recordAnalytics, resetStore, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

beforeEach(() => {
  resetStore();
  recordAnalytics();
});
afterEach(() => jest.restoreAllMocks());

const tracks = [makeTrack(1), makeTrack(2)];

it('says in a polite live region which track starts, each time one does', async () => {
  renderWithProviders(<AppLayout>page</AppLayout>);
  const region = screen.getByTestId('announcer');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toBeEmptyDOMElement();
  act(() => state().playTracks(tracks, 0));
  expect(region).toHaveTextContent(`Now playing: ${tracks[0].title} by ${tracks[0].artist}`);
  await screen.findByRole('region', { name: 'Player' });
  act(() => state().next());
  expect(region).toHaveTextContent(`Now playing: ${tracks[1].title} by ${tracks[1].artist}`);
});

it('stays quiet when a saved queue comes back paused at load', () => {
  act(() => useAppStore.setState({ queue: tracks, activeTrack: tracks[0], currentIndex: 0, isActive: true }));
  renderWithProviders(<AppLayout>page</AppLayout>);
  expect(screen.getByTestId('announcer')).toBeEmptyDOMElement();
});

it('says which chapter starts inside a mix, by its artist or the mix’s', async () => {
  renderWithProviders(<AppLayout>page</AppLayout>);
  const region = screen.getByTestId('announcer');
  const mix = makeTrack(1, { title: 'Summer Mix', artist: 'DJ Drama Queen' });
  act(() => state().playTracks([mix], 0));
  expect(region).toHaveTextContent('Now playing: Summer Mix by DJ Drama Queen');
  const chapters = [
    { title: 'Intro', start: 0 },
    { title: 'Drop', artist: 'Guest', start: 60 },
  ];
  act(() => state().setTrackChapters(mix.id, chapters));
  expect(region).toHaveTextContent('Now playing: Intro by DJ Drama Queen');
  act(() => state().setProgress({ currentTime: 61 }));
  expect(region).toHaveTextContent('Now playing: Drop by Guest');
  await screen.findByRole('region', { name: 'Player' });
});
