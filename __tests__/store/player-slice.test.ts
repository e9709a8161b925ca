import { watchPlayAnalytics } from '@/hooks/player/use-play-analytics';
import { useAppStore } from '@/store';
import { makeTrack } from '../helpers/fixtures';
import { recordAnalytics, resetStore, state } from '../helpers/player';

let analytics: ReturnType<typeof recordAnalytics>;
let unwatch: () => void = () => undefined;
beforeEach(() => {
  resetStore();
  localStorage.clear();
  analytics = recordAnalytics();
  // The store records plays and completions; the analytics subscriber, as mounted in every window, reports them.
  unwatch = watchPlayAnalytics();
});
afterEach(() => {
  unwatch();
  jest.restoreAllMocks();
});

const tracks = [makeTrack(1), makeTrack(2), makeTrack(3)];

describe('player slice', () => {
  it('starts with the player off and volume 50', () => {
    expect(state()).toMatchObject({ isActive: false, isPlaying: false, activeTrack: null, volume: 50, queue: [], repeat: 'off', isShuffle: false });
  });

  it('playTracks replaces the queue, activates the player, plays from the index and ends radio', () => {
    useAppStore.setState({ isRadioPlay: true, radioSession: 's1' });
    state().playTracks(tracks, 1);
    expect(state()).toMatchObject({ queue: tracks, currentIndex: 1, activeTrack: tracks[1], isActive: true, isPlaying: true, isRadioPlay: false });
    expect(analytics.names()).toEqual(['track_play:2']);
  });

  it('playTracks with shuffle turns shuffle on and starts somewhere in the list', () => {
    state().playTracks(tracks, 0, { shuffle: true });
    expect(state().isShuffle).toBe(true);
    expect(tracks).toContainEqual(state().activeTrack);
  });

  it('next and previous report the completion of the current track (percentage) and then the play of the new one', () => {
    state().playTracks(tracks, 0);
    state().setProgress({ currentTime: 50.4, duration: 201 });
    state().next();
    expect(state().activeTrack?.id).toBe(2);
    state().setProgress({ currentTime: 202, duration: 202 });
    state().previous();
    expect(state().activeTrack?.id).toBe(1);
    expect(analytics.names()).toEqual(['track_play:1', 'track_completion:1@25', 'track_play:2', 'track_completion:2@100', 'track_play:1']);
    expect(analytics.calls[1][1]).toMatchObject({ track_id: 1, mixtape_id: 1, percentage: 25 });
  });

  it('stops at the end of the queue without repeat, and Next there does nothing else', () => {
    state().playTracks(tracks, 2);
    state().next();
    expect(state()).toMatchObject({ activeTrack: tracks[2], isPlaying: false });
  });

  it('a track ending plays the next one and reports a full completion', () => {
    state().playTracks(tracks, 0);
    state().setProgress({ currentTime: 199.8, duration: 201 });
    state().trackEnded();
    expect(state()).toMatchObject({ activeTrack: tracks[1], isPlaying: true });
    expect(analytics.names()).toEqual(['track_play:1', 'track_completion:1@100', 'track_play:2']);
  });

  it('the last track ending stops, rewound, with its completion reported', () => {
    state().playTracks(tracks, 2);
    state().trackEnded();
    expect(state()).toMatchObject({ activeTrack: tracks[2], isPlaying: false, position: 0 });
    expect(analytics.names().at(-1)).toBe('track_completion:3@100');
  });

  it('repeat cycles off -> all -> one -> off', () => {
    expect(state().repeat).toBe('off');
    state().cycleRepeat();
    expect(state().repeat).toBe('all');
    state().cycleRepeat();
    expect(state().repeat).toBe('one');
    state().cycleRepeat();
    expect(state().repeat).toBe('off');
  });

  it('repeat all wraps from the last track to the first, and Previous from the first to the last', () => {
    state().cycleRepeat();
    state().playTracks(tracks, 2);
    state().trackEnded();
    expect(state().activeTrack?.id).toBe(1);
    state().previous();
    expect(state().activeTrack?.id).toBe(3);
  });

  it('repeat one replays the track when it ends (a new play), while Next still moves on', () => {
    useAppStore.setState({ repeat: 'one' });
    state().playTracks(tracks, 0);
    const token = state().playToken;
    state().trackEnded();
    expect(state()).toMatchObject({ activeTrack: tracks[0], isPlaying: true, position: 0 });
    expect(state().playToken).toBe(token + 1);
    expect(analytics.names()).toEqual(['track_play:1', 'track_completion:1@100', 'track_play:1']);
    state().next();
    expect(state().activeTrack?.id).toBe(2);
  });

  it('shuffle plays every track once, and Previous walks back in the order they were played', () => {
    const five = [1, 2, 3, 4, 5].map((id) => makeTrack(id));
    state().playTracks(five, 0);
    state().toggleShuffle();
    const order = [state().activeTrack!.id];
    for (let i = 0; i < 4; i += 1) {
      state().next();
      order.push(state().activeTrack!.id);
    }
    expect([...order].sort()).toEqual([1, 2, 3, 4, 5]);
    state().next();
    // Every track heard, no repeat: the end.
    expect(state().isPlaying).toBe(false);
    for (let i = 3; i >= 0; i -= 1) {
      state().previous();
      expect(state().activeTrack!.id).toBe(order[i]);
    }
  });

  it('setting an active track plays it unless an ad is playing, and turns radio off', () => {
    state().startRadio('s1', tracks);
    state().setActiveTrack(tracks[2]);
    expect(state()).toMatchObject({ activeTrack: tracks[2], isPlaying: true, isRadioPlay: false });

    useAppStore.setState({ isPlayingAd: true, isPlaying: false });
    state().setActiveTrack(tracks[0]);
    // The ad keeps its place: the chosen track waits for it.
    expect(state()).toMatchObject({ activeTrack: tracks[0], isPlaying: false, isPlayingAd: true });
  });

  it('setting a track outside the queue appends it and plays it', () => {
    state().playTracks(tracks, 0);
    state().setActiveTrack(makeTrack(9));
    expect(state().queue.map((t) => t.id)).toEqual([1, 2, 3, 9]);
    expect(state()).toMatchObject({ currentIndex: 3, isPlaying: true });
  });

  it('updating the active track with none clears it and stops play', () => {
    state().playTracks(tracks, 0);
    state().setActiveTrack(null);
    expect(state()).toMatchObject({ activeTrack: null, isPlaying: false, currentIndex: -1 });
  });

  it('closing the player empties the queue and turns off playing, active and radio', () => {
    state().startRadio('s1', tracks);
    state().closePlayer();
    expect(state()).toMatchObject({ queue: [], activeTrack: null, isActive: false, isPlaying: false, isRadioPlay: false, currentIndex: -1 });
  });

  it('play with a queue but no active track starts the queue; without a track nothing plays', () => {
    state().setPlaying(true);
    expect(state().isPlaying).toBe(false);
    useAppStore.setState({ queue: tracks, isActive: true });
    state().togglePlay();
    expect(state()).toMatchObject({ activeTrack: tracks[0], isPlaying: true });
  });

  it('keeps volume within 0..100 and the position in whole seconds of the track (not of an ad)', () => {
    state().setVolume(140);
    expect(state().volume).toBe(100);
    state().setVolume(-3);
    expect(state().volume).toBe(0);
    state().playTracks(tracks, 0);
    state().setProgress({ currentTime: 42.7, duration: 201 });
    expect(state().position).toBe(42);
    useAppStore.setState({ isPlayingAd: true });
    state().setProgress({ currentTime: 3 });
    expect(state().position).toBe(42);
  });
});

describe('persistence', () => {
  it("persists only what must survive a reload, under 'app-storage'", () => {
    const options = useAppStore.persist.getOptions();
    expect(options.name).toBe('app-storage');
    const saved = options.partialize!({ ...state(), isPlaying: true, progress: { loading: true, currentTime: 3, duration: 9, buffered: 4 } });
    expect(Object.keys(saved as object).sort()).toEqual(['activeTrack', 'crossfadeSeconds', 'currentIndex', 'episodePositions', 'isOverAge', 'isShuffle', 'normalizeVolume', 'podcastRates', 'position', 'queue', 'repeat', 'streamQuality', 'theme', 'volume']);
  });

  it('restores a saved queue paused at the saved position, with the player showing it', async () => {
    const track = makeTrack(4);
    localStorage.setItem(
      'app-storage',
      JSON.stringify({ state: { queue: [track], currentIndex: 0, activeTrack: track, volume: 30, theme: 'light', position: 73, repeat: 'all' }, version: 1 }),
    );
    await useAppStore.persist.rehydrate();
    expect(state()).toMatchObject({ activeTrack: track, isActive: true, isPlaying: false, volume: 30, theme: 'light', position: 73, repeat: 'all' });
    expect(state().progress).toMatchObject({ currentTime: 73, duration: track.duration });
  });

  it("leaves behind what an older version kept that the store no longer holds (the member's premium, now react-query's)", async () => {
    const premium = { userId: 7, status: 'active', cancelAtPeriodEnd: false, periodEnd: '2027-03-01T00:00:00.000Z' };
    localStorage.setItem('app-storage', JSON.stringify({ state: { volume: 30, premium, favorites: { tracks: [1] } }, version: 1 }));
    await useAppStore.persist.rehydrate();
    expect(state().volume).toBe(30);
    expect(state()).not.toHaveProperty('premium');
    expect(state()).not.toHaveProperty('favorites');
    state().setVolume(40);
    expect(JSON.parse(localStorage.getItem('app-storage') ?? '{}').state).not.toHaveProperty('premium');
  });

  it('writes the saved state only when it changed (the clock ticking inside a second does not)', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    state().playTracks(tracks, 0);
    setItem.mockClear();
    state().setProgress({ currentTime: 10.1 });
    state().setProgress({ currentTime: 10.4 });
    state().setProgress({ currentTime: 10.9 });
    expect(setItem).toHaveBeenCalledTimes(1);
  });
});
