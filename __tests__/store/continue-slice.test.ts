import { useAppStore } from '@/store';
import { restorePlayback } from '@/store/restore-playback';
import { makeTrack } from '../helpers/fixtures';
import { recordAnalytics, resetStore, state } from '../helpers/player';

// Taking up another device's playback (see docs/product.md, Player and queue).

beforeEach(() => {
  resetStore();
  recordAnalytics();
});
afterEach(() => jest.restoreAllMocks());

const tracks = [1, 2, 3].map((id) => makeTrack(id));
const offer = { tracks, index: 1, position: 65, deviceName: 'Chrome on Android', updatedAt: '2026-11-25T10:00:00.000Z' };

it('restores the queue with the track at its position, playing, as the same listening: the one left here ends, no new start', () => {
  state().startRadio('session-1', [makeTrack(9)]);
  state().setProgress({ loading: false, currentTime: 50, duration: 209 });
  const started = state().playStarted;
  const token = state().playToken;
  state().setPlaybackOffer(offer);

  restorePlayback(useAppStore, tracks, 1, 65.6, true);
  expect(state()).toMatchObject({
    queue: tracks,
    currentIndex: 1,
    activeTrack: tracks[1],
    isActive: true,
    isPlaying: true,
    isRadioPlay: false,
    radioSession: null,
    position: 65,
    progress: { currentTime: 65.6, duration: tracks[1].duration },
    playbackOffer: null,
    playToken: token + 1,
  });
  expect(state().listeningEnded).toMatchObject({ token, track: { id: 9 } });
  expect(state().playStarted).toBe(started);
});

it('restores paused when asked, and does nothing without a track at the index', () => {
  restorePlayback(useAppStore, tracks, 7, 10, true);
  expect(state().queue).toEqual([]);
  restorePlayback(useAppStore, [...tracks, tracks[0]], 2, 10, false);
  expect(state()).toMatchObject({ queue: tracks, activeTrack: tracks[2], currentIndex: 2, isPlaying: false, position: 10 });
});

it('plays even in a window silent for the pop-out, as any start there does (hooks/player/use-player-handoff.ts then takes playback back)', () => {
  useAppStore.setState({ handedOff: true });
  restorePlayback(useAppStore, tracks, 0, 5, true);
  expect(state().isPlaying).toBe(true);
});
