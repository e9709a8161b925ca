import { act, renderHook } from '@testing-library/react';
import { useAudioSync } from '@/hooks/player/use-audio-sync';
import { useNetworkConnection } from '@/hooks/layout/use-network-connection';
import { usePlayAnalytics } from '@/hooks/player/use-play-analytics';
import { audioEngine } from '@/services/player/audio-engine';
import { useAppStore } from '@/store';
import { makeTrack } from '../../helpers/fixtures';
import { mockConnection, removeConnection } from '../../helpers/network';
import { firstSound, mockMediaElement, recordAnalytics, resetStore, state } from '../../helpers/player';

let media: ReturnType<typeof mockMediaElement>;
beforeEach(() => {
  resetStore();
  localStorage.clear();
  media = mockMediaElement();
  recordAnalytics();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const tracks = [1, 2, 3].map((id) => makeTrack(id));
const main = () => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')!;
const src = () => main()?.getAttribute('src');
const fire = (type: string) => act(() => void main().dispatchEvent(new Event(type)));

it('plays the active track from the stream API and follows play/pause and volume', () => {
  const { unmount } = renderHook(() => useAudioSync());
  act(() => state().playTracks(tracks, 0));
  expect(src()).toBe('/api/v3/tracks/1/stream');
  expect(media.play).toHaveBeenCalled();
  act(() => state().setPlaying(false));
  expect(media.pause).toHaveBeenCalled();
  act(() => state().setVolume(20));
  expect(main().volume).toBeCloseTo(0.2);
  unmount();
});

it('moves to the next track when one ends', () => {
  const { unmount } = renderHook(() => useAudioSync());
  act(() => state().playTracks(tracks, 0));
  fire('ended');
  expect(state().activeTrack?.id).toBe(2);
  expect(src()).toBe('/api/v3/tracks/2/stream');
  unmount();
});

it('a stream error shows an alert and skips to the next track; at the end of the queue it stops', () => {
  const { unmount } = renderHook(() => useAudioSync());
  act(() => state().playTracks(tracks, 1));
  fire('error');
  expect(state().alert).toMatchObject({ severity: 'error', message: '"Track 2" could not be played. Skipping to the next track.' });
  expect(state()).toMatchObject({ activeTrack: tracks[2], isPlaying: true });
  fire('error');
  expect(state()).toMatchObject({ activeTrack: tracks[2], isPlaying: false });
  unmount();
});

it('plays the ad between tracks instead of the track, then the track', () => {
  const { unmount } = renderHook(() => useAudioSync());
  act(() => {
    state().setAdsConfig({ enabled: true, everyTracks: 1, url: '/api/v3/media/ads/ad.mp3' });
    state().playTracks(tracks, 0);
  });
  fire('ended');
  expect(state()).toMatchObject({ isPlayingAd: true, activeTrack: tracks[1] });
  expect(src()).toBe('/api/v3/media/ads/ad.mp3');
  fire('ended');
  expect(state().isPlayingAd).toBe(false);
  expect(src()).toBe('/api/v3/tracks/2/stream');
  unmount();
});

it('goes silent while another window plays', () => {
  const { unmount } = renderHook(() => useAudioSync());
  act(() => state().playTracks(tracks, 0));
  act(() => state().setHandedOff(true));
  expect(src()).toBeNull();
  expect(state().isPlaying).toBe(false);
  unmount();
});

it('a reload resumes the saved track paused at the saved position', async () => {
  localStorage.setItem('app-storage', JSON.stringify({ state: { queue: tracks, currentIndex: 2, activeTrack: tracks[2], position: 73, volume: 50 }, version: 1 }));
  const { unmount } = renderHook(() => useAudioSync());
  media.play.mockClear();
  await act(() => useAppStore.persist.rehydrate());
  expect(src()).toBe('/api/v3/tracks/3/stream');
  expect(media.play).not.toHaveBeenCalled();
  Object.defineProperty(main(), 'readyState', { configurable: true, get: () => 1 });
  fire('loadedmetadata');
  expect(main().currentTime).toBe(73);
  unmount();
});

describe('the stream quality', () => {
  const preload = () => document.querySelector<HTMLAudioElement>('audio[data-player="preload"]')?.getAttribute('src');
  const ready = () => {
    Object.defineProperty(main(), 'readyState', { configurable: true, get: () => 4 });
    fire('loadedmetadata');
    fire('canplaythrough');
  };
  afterEach(removeConnection);

  it('asks for the data saver, for the track playing and the one preloaded, when Data saver is chosen', () => {
    state().setStreamQuality('data_saver');
    const { unmount } = renderHook(() => useAudioSync());
    act(() => state().playTracks(tracks, 0));
    expect(src()).toBe('/api/v3/tracks/1/stream?quality=data_saver');
    ready();
    expect(preload()).toBe('/api/v3/tracks/2/stream?quality=data_saver');
    unmount();
  });

  it('on Auto, follows the connection: the data saver on a slow one, the standard file once it is fast again', () => {
    const network = mockConnection({ saveData: false, effectiveType: '2g' });
    const { unmount } = renderHook(() => {
      useNetworkConnection();
      useAudioSync();
    });
    act(() => state().playTracks(tracks, 0));
    expect(src()).toBe('/api/v3/tracks/1/stream?quality=data_saver');
    act(() => network.change({ effectiveType: '4g' }));
    expect(src()).toBe('/api/v3/tracks/1/stream');
    unmount();
  });

  it('leaves a podcast episode on its own file', () => {
    state().setStreamQuality('data_saver');
    const { unmount } = renderHook(() => useAudioSync());
    const episode = makeTrack(50, { stream: '/api/v3/media/episodes/night-1.mp3' });
    act(() => state().playTracks([episode], 0));
    expect(src()).toBe('/api/v3/media/episodes/night-1.mp3');
    unmount();
  });

  it('switching carries on where the track was, playing, and is no new play', () => {
    const analytics = recordAnalytics();
    const { unmount } = renderHook(() => {
      usePlayAnalytics();
      useAudioSync();
    });
    act(() => state().playTracks(tracks, 0));
    ready();
    act(() => state().setProgress({ currentTime: 73.4, duration: 200 }));
    const token = state().playToken;
    media.play.mockClear();

    act(() => state().setStreamQuality('data_saver'));
    expect(src()).toBe('/api/v3/tracks/1/stream?quality=data_saver');
    // The new file is read from where the track was (once it can seek), and goes on playing.
    Object.defineProperty(main(), 'readyState', { configurable: true, get: () => 1 });
    fire('loadedmetadata');
    expect(main().currentTime).toBe(73);
    expect(media.play).toHaveBeenCalled();
    expect(state()).toMatchObject({ playToken: token, isPlaying: true, activeTrack: tracks[0] });
    // One play of track 1, and no completion: the listening goes on.
    expect(analytics.names()).toEqual(['track_play:1']);
    unmount();
  });
});

it('plays each track at the volume times its loudness gain, and at the volume alone with normalizing off', () => {
  const { unmount } = renderHook(() => useAudioSync());
  act(() => state().playTracks([makeTrack(1, { gain_db: -6 }), makeTrack(2, { gain_db: 3 })], 0));
  // jsdom has no Web Audio: the factor goes on the element, 0.5 × 10^(-6/20).
  expect(main().volume).toBeCloseTo(0.2506, 3);
  act(() => state().setVolume(100));
  expect(main().volume).toBeCloseTo(0.5012, 3);
  act(() => state().setNormalizeVolume(false));
  expect(main().volume).toBe(1);
  act(() => {
    state().setNormalizeVolume(true);
    state().next();
  });
  // +3 dB cannot go on an element's volume: it stays at full.
  expect(src()).toBe('/api/v3/tracks/2/stream');
  expect(main().volume).toBe(1);
  unmount();
});

describe('the handover the engine is allowed', () => {
  const lastHandover = (preload: jest.SpyInstance) => preload.mock.calls.at(-1)?.[1] ?? null;

  it('gapless by default, the crossfade setting when one is set, shortened for a short track', () => {
    const preload = jest.spyOn(audioEngine, 'preload');
    const { unmount } = renderHook(() => useAudioSync());
    act(() => state().playTracks([makeTrack(1), makeTrack(2), makeTrack(3, { duration: 8 })], 0));
    expect(preload).toHaveBeenLastCalledWith('/api/v3/tracks/2/stream', { crossfade: 0 });
    act(() => state().setCrossfadeSeconds(6));
    expect(lastHandover(preload)).toEqual({ crossfade: 6 });
    act(() => state().next());
    // The next track lasts 8 s: it is at most half fade.
    expect(preload).toHaveBeenLastCalledWith('/api/v3/tracks/3/stream', { crossfade: 4 });
    unmount();
  });

  it('none when a sleep timer stops the player at the end of the track', () => {
    const preload = jest.spyOn(audioEngine, 'preload');
    const { unmount } = renderHook(() => useAudioSync());
    act(() => state().playTracks(tracks, 0));
    expect(lastHandover(preload)).toEqual({ crossfade: 0 });
    act(() => state().setSleepTimer('end-of-track'));
    expect(lastHandover(preload)).toBeNull();
    act(() => state().setSleepTimer(null));
    expect(lastHandover(preload)).toEqual({ crossfade: 0 });
    unmount();
  });

  it('none when an ad comes next, with repeat one, or for podcast episodes', () => {
    const preload = jest.spyOn(audioEngine, 'preload');
    const { unmount } = renderHook(() => useAudioSync());
    act(() => {
      state().setCrossfadeSeconds(5);
      state().setAdsConfig({ enabled: true, everyTracks: 2, url: '/api/v3/media/ads/ad.mp3' });
      state().playTracks(tracks, 0);
    });
    expect(lastHandover(preload)).toEqual({ crossfade: 5 });
    fire('ended');
    // Two tracks since the last ad: the next move brings one, so the engine must wait for the end.
    expect(state().activeTrack?.id).toBe(2);
    expect(lastHandover(preload)).toBeNull();
    act(() => state().setAdsConfig({ enabled: false, everyTracks: 2, url: '/api/v3/media/ads/ad.mp3' }));
    expect(lastHandover(preload)).toEqual({ crossfade: 5 });
    act(() => state().cycleRepeat());
    act(() => state().cycleRepeat());
    expect(state().repeat).toBe('one');
    expect(lastHandover(preload)).toBeNull();
    act(() => state().cycleRepeat());
    act(() => state().playTracks([makeTrack(7, { stream: '/api/v3/media/podcasts/ep-1.mp3' }), makeTrack(8, { stream: '/api/v3/media/podcasts/ep-2.mp3' })], 0));
    expect(preload).toHaveBeenLastCalledWith('/api/v3/media/podcasts/ep-2.mp3', null);
    unmount();
  });

  it('an ad between tracks plays after the end, never started early nor crossfaded', async () => {
    jest.useFakeTimers();
    const { unmount } = renderHook(() => useAudioSync());
    act(() => {
      state().setCrossfadeSeconds(5);
      state().setAdsConfig({ enabled: true, everyTracks: 1, url: '/api/v3/media/ads/ad.mp3' });
      state().playTracks(tracks, 0);
    });
    // The handover comes with the first sound: with it there, the ad still waits for the end.
    await act(() => firstSound(audioEngine));
    const audio = main();
    let clock = 0;
    Object.defineProperty(audio, 'currentTime', { configurable: true, get: () => clock, set: (t: number) => void (clock = t) });
    Object.defineProperty(audio, 'duration', { configurable: true, get: () => 201 });
    Object.defineProperty(audio, 'paused', { configurable: true, get: () => false });
    Object.defineProperty(audio, 'readyState', { configurable: true, get: () => 4 });
    fire('canplaythrough');
    const spare = document.querySelector<HTMLAudioElement>('audio[data-player="preload"]');
    if (spare) Object.defineProperty(spare, 'readyState', { configurable: true, get: () => 4 });
    media.play.mockClear();
    for (clock = 194; clock < 201; clock += 0.25) {
      fire('timeupdate');
      act(() => void jest.advanceTimersByTime(250));
    }
    expect(media.play).not.toHaveBeenCalled();
    expect(state().activeTrack?.id).toBe(1);
    fire('ended');
    expect(state()).toMatchObject({ isPlayingAd: true, activeTrack: tracks[1] });
    expect(src()).toBe('/api/v3/media/ads/ad.mp3');
    unmount();
  });
});

it('when the engine moves on by itself, the store follows: the end of the one left, the start of the next', async () => {
  jest.useFakeTimers();
  const { unmount } = renderHook(() => useAudioSync());
  act(() => state().playTracks(tracks, 0));
  await act(() => firstSound(audioEngine));
  const first = main();
  let clock = 0;
  Object.defineProperty(first, 'currentTime', { configurable: true, get: () => clock, set: (t: number) => void (clock = t) });
  Object.defineProperty(first, 'duration', { configurable: true, get: () => 201 });
  Object.defineProperty(first, 'paused', { configurable: true, get: () => false });
  Object.defineProperty(first, 'readyState', { configurable: true, get: () => 4 });
  fire('canplaythrough');
  const next = document.querySelector<HTMLAudioElement>('audio[data-player="preload"]')!;
  expect(next.getAttribute('src')).toBe('/api/v3/tracks/2/stream');
  Object.defineProperty(next, 'readyState', { configurable: true, get: () => 4 });
  const started = state().playStarted;
  clock = 200.8;
  fire('timeupdate');
  for (let i = 0; i < 100 && state().activeTrack?.id === 1; i += 1) {
    clock += 0.004;
    act(() => void jest.advanceTimersByTime(4));
  }
  // Started before the end (the old track still had its last moment to play), and the store moved on with it.
  expect(clock).toBeLessThan(201);
  expect(main()).toBe(next);
  expect(state().activeTrack?.id).toBe(2);
  expect(state().listeningEnded).toMatchObject({ token: started!.token, track: tracks[0], percentage: 100 });
  expect(state().playStarted).toMatchObject({ track: tracks[1] });
  expect(next.getAttribute('src')).toBe('/api/v3/tracks/2/stream');
  unmount();
});

it("plays a podcast's episodes at the podcast's rate and music at normal speed", () => {
  const { unmount } = renderHook(() => useAudioSync());
  const episode = { ...makeTrack(-4, { title: 'Episode Four', slug: 'the-crate' }), stream: '/api/v3/podcasts/episodes/4/stream' };
  act(() => state().setPodcastRate('the-crate', 1.5));
  act(() => state().playTracks([episode, tracks[0]], 0));
  expect(main().playbackRate).toBe(1.5);
  act(() => state().setPodcastRate('the-crate', 2));
  expect(main().playbackRate).toBe(2);
  act(() => state().next());
  expect(src()).toBe('/api/v3/tracks/1/stream');
  expect(main().playbackRate).toBe(1);
  unmount();
});
