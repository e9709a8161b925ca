import { act, renderHook } from '@testing-library/react';
import { useAudioSync } from '@/hooks/player/use-audio-sync';
import { useSleepTimeLeft, useSleepTimer } from '@/hooks/player/use-sleep-timer';
import { makeTrack } from '../../helpers/fixtures';
import { mockMediaElement, recordAnalytics, resetStore, state } from '../../helpers/player';

beforeEach(() => {
  resetStore();
  mockMediaElement();
  recordAnalytics();
  jest.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const main = () => document.querySelector<HTMLAudioElement>('audio[data-player="main"]')!;

it('fades the playing audio out once the minutes are up, pauses it, and plays the next time as loud as before', () => {
  const { unmount } = renderHook(() => {
    useAudioSync();
    useSleepTimer();
  });
  act(() => {
    state().playTracks([makeTrack(1, { duration: 3600 })], 0);
    state().setVolume(80);
    state().setSleepTimer(15);
  });
  act(() => void jest.advanceTimersByTime(15 * 60_000 + 5_000));
  expect(main().volume).toBeCloseTo(0.4);
  expect(state().isPlaying).toBe(true);
  act(() => void jest.advanceTimersByTime(5_000));
  expect(state().isPlaying).toBe(false);
  expect(main().volume).toBeCloseTo(0.8);
  expect(state().sleepTimer).toBeNull();
  unmount();
});

it('counts down the time left, a second at a time', () => {
  const { result } = renderHook(() => useSleepTimeLeft());
  expect(result.current).toBeNull();
  act(() => state().setSleepTimer(30));
  act(() => void jest.advanceTimersByTime(1_000));
  expect(result.current).toBe(30 * 60 - 1);
  act(() => void jest.advanceTimersByTime(60_000));
  expect(result.current).toBe(29 * 60 - 1);
  act(() => state().setSleepTimer(null));
  expect(result.current).toBeNull();
});
