import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrackList } from '@/components/catalog/track-list';
import { useAppStore } from '@/store';
import { snapshotPlayback } from '@/store/feed-slice';
import { makeTrack } from '../../helpers/fixtures';
import { renderWithProviders } from '../../helpers/render';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

const tracks = Array.from({ length: 11 }, (_, i) => makeTrack(i + 1, { duration: 65 + i }));

it('lists ranks zero-padded below 10 and durations as m:ss, at most 928 px wide', () => {
  renderWithProviders(<TrackList tracks={tracks} />);
  const rows = screen.getAllByTestId('track-row');
  expect(rows).toHaveLength(11);
  expect(within(rows[0]).getByText('01')).toBeInTheDocument();
  expect(within(rows[0]).getByText('1:05')).toBeInTheDocument();
  expect(within(rows[8]).getByText('09')).toBeInTheDocument();
  expect(within(rows[9]).getByText('10')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Tracklist' })).toHaveStyle({ maxWidth: '928px' });
});

it('plays the list from the clicked track, and pauses when the playing track is clicked', async () => {
  const user = userEvent.setup();
  renderWithProviders(<TrackList tracks={tracks} />);
  await user.click(screen.getByRole('button', { name: 'Play Track 3' }));
  expect(useAppStore.getState()).toMatchObject({ activeTrack: tracks[2], currentIndex: 2, isPlaying: true, queue: tracks });

  await user.click(screen.getByRole('button', { name: 'Pause Track 3' }));
  expect(useAppStore.getState()).toMatchObject({ activeTrack: tracks[2], isPlaying: false });

  await user.click(screen.getByRole('button', { name: 'Play Track 3' }));
  expect(useAppStore.getState().isPlaying).toBe(true);
});

it('an episode row plays but offers no favorite or download, which are for catalog tracks', () => {
  const episode = { ...makeTrack(-4, { title: 'Episode Four' }), stream: '/api/v3/podcasts/episodes/4/stream' };
  renderWithProviders(<TrackList tracks={[tracks[0], episode]} />);
  const [track, episodeRow] = screen.getAllByTestId('track-row');
  expect(within(track).getByRole('button', { name: 'Download Track 1' })).toBeInTheDocument();
  expect(within(episodeRow).getByRole('button', { name: 'Play Episode Four' })).toBeInTheDocument();
  expect(within(episodeRow).queryByRole('button', { name: /Download|Favorite/ })).toBeNull();
});

it('while the pop-out plays, shows the track it plays, playing, on its row', () => {
  renderWithProviders(<TrackList tracks={tracks} />);
  act(() => {
    useAppStore.getState().playTracks(tracks, 0);
    useAppStore.getState().setHandedOff(true);
    useAppStore.getState().mirrorPlayback({ ...snapshotPlayback(useAppStore.getState()), activeTrack: tracks[1], isPlaying: true });
  });
  expect(screen.getByRole('button', { name: 'Pause Track 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Play Track 1' })).toBeInTheDocument();
  // Only that row is marked: the one the main window started shows its rank again.
  const rows = screen.getAllByTestId('track-row');
  expect(within(rows[0]).getByText('01')).toBeInTheDocument();
  expect(within(rows[1]).queryByText('02')).not.toBeInTheDocument();
});
