import { act, renderHook } from '@testing-library/react';
import { useAudioSync } from '@/hooks/use-audio-sync';
import { useAppStore } from '@/store';
import { makeTrack } from '../helpers/fixtures';
import { mockMediaElement, recordAnalytics, resetStore, state } from '../helpers/player';

let media: ReturnType<typeof mockMediaElement>;
beforeEach(() => {
  resetStore();
  localStorage.clear();
  media = mockMediaElement();
  recordAnalytics();
});
afterEach(() => jest.restoreAllMocks());

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
