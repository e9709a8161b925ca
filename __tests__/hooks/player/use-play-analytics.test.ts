import { watchPlayAnalytics } from '@/hooks/player/use-play-analytics';
import { useAppStore } from '@/store';
import { snapshotPlayback } from '@/store/feed-slice';
import { makeTrack } from '../../helpers/fixtures';
import { recordAnalytics, resetStore, state } from '../../helpers/player';

let analytics: ReturnType<typeof recordAnalytics>;
let unwatch: () => void = () => undefined;
beforeEach(() => {
  resetStore();
  analytics = recordAnalytics();
});
afterEach(() => {
  unwatch();
  unwatch = () => undefined;
  jest.restoreAllMocks();
});

const tracks = [1, 2, 3].map((id) => makeTrack(id));
const watch = () => (unwatch = watchPlayAnalytics());

describe('the store records listenings; the subscriber reports them', () => {
  it('the store reports nothing by itself: without the subscriber a play and a skip send no events', () => {
    state().playTracks(tracks, 0);
    state().setProgress({ currentTime: 100, duration: 201 });
    state().next();
    expect(analytics.calls).toEqual([]);
    expect(state().playStarted).toMatchObject({ token: state().playToken, track: tracks[1] });
    expect(state().listeningEnded).toMatchObject({ track: tracks[0], percentage: 50 });
  });

  it('turns the recorded state into a play and a completion, whoever changed it', () => {
    watch();
    useAppStore.setState({ playStarted: { token: 7, track: tracks[2] } });
    useAppStore.setState({ listeningEnded: { token: 7, track: tracks[2], percentage: 33.4 } });
    expect(analytics.calls).toEqual([
      ['track_play', { track_id: 3, mixtape_id: 1 }],
      ['track_completion', { track_id: 3, mixtape_id: 1, percentage: 33 }],
    ]);
  });

  it('reports the completion of the track left before the play of the next one, and a track that ends as 100', () => {
    watch();
    state().playTracks(tracks, 0);
    state().setProgress({ currentTime: 50.25, duration: 201 });
    state().next();
    state().trackEnded();
    expect(analytics.names()).toEqual(['track_play:1', 'track_completion:1@25', 'track_play:2', 'track_completion:2@100', 'track_play:3']);
  });

  it('other changes of state (progress, pause, volume, queue edits) report nothing', () => {
    state().playTracks(tracks, 0);
    watch();
    state().setProgress({ currentTime: 30, duration: 201 });
    state().setPlaying(false);
    state().setVolume(20);
    state().moveDown(1);
    expect(analytics.calls).toEqual([]);
  });

  it('a track waiting behind an ad counts no completion when left', () => {
    watch();
    useAppStore.setState({ adsConfig: { enabled: true, everyTracks: 1, url: '/ad.mp3' } });
    state().playTracks(tracks, 0);
    state().next();
    expect(state().isPlayingAd).toBe(true);
    state().closePlayer();
    expect(analytics.names()).toEqual(['track_play:1', 'track_completion:1@0', 'track_play:2']);
  });

  it('taking over playback from the other window reports no new play; leaving the adopted track reports its completion once', () => {
    watch();
    state().adoptPlayback({ ...snapshotPlayback(state()), queue: tracks, activeTrack: tracks[1], position: 101, isPlaying: true });
    expect(analytics.calls).toEqual([]);
    state().setProgress({ currentTime: 101, duration: 202 });
    state().next();
    expect(analytics.names()).toEqual(['track_completion:2@50', 'track_play:3']);
  });

  it('a change of stream quality mid-track, by the listener or the connection, is the same listening: no play, no completion', () => {
    watch();
    state().playTracks(tracks, 0);
    state().setProgress({ currentTime: 50.25, duration: 201 });
    state().setStreamQuality('data_saver');
    state().setConnection({ saveData: true, effectiveType: '2g' });
    state().setStreamQuality('auto');
    state().next();
    expect(analytics.names()).toEqual(['track_play:1', 'track_completion:1@25', 'track_play:2']);
  });

  it('a podcast episode started is an episode_play of its own id; leaving it reports no completion', () => {
    watch();
    const episode = { ...makeTrack(-4, { title: 'Episode Four' }), stream: '/api/v3/podcasts/episodes/4/stream' };
    state().playTracks([episode, tracks[0]], 0);
    state().next();
    expect(analytics.calls).toEqual([
      ['episode_play', { episode_id: 4 }],
      ['track_play', { track_id: 1, mixtape_id: 1 }],
    ]);
  });

  it('stops reporting once unsubscribed', () => {
    watch();
    unwatch();
    state().playTracks(tracks, 0);
    expect(analytics.calls).toEqual([]);
  });
});
