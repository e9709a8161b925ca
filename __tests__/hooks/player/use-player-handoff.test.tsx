import { act, renderHook, waitFor } from '@testing-library/react';
import { player } from '@/commands/player/player';
import { usePlayerHandoff } from '@/hooks/player/use-player-handoff';
import { PLAYER_CHANNEL, WINDOW_ID, type PlayerMessage } from '@/services/player/player-channel';
import { useAppStore } from '@/store';
import { snapshotPlayback } from '@/store/feed-slice';
import { makeTrack } from '../../helpers/fixtures';
import { recordAnalytics, resetStore, state } from '../../helpers/player';

/** The window on the other side of the channel, played by the test. */
function peer() {
  const channel = new BroadcastChannel(PLAYER_CHANNEL);
  const received: PlayerMessage[] = [];
  channel.onmessage = (event: MessageEvent) => received.push(event.data as PlayerMessage);
  return { received, post: (message: PlayerMessage) => channel.postMessage(message), close: () => channel.close() };
}

let other: ReturnType<typeof peer>;
beforeEach(() => {
  resetStore();
  recordAnalytics();
  other = peer();
});
afterEach(() => {
  other.close();
  jest.restoreAllMocks();
});

const tracks = [1, 2, 3].map((id) => makeTrack(id));

describe('the main window', () => {
  it('hands its queue and position to the pop-out it opened and goes quiet', async () => {
    const { unmount } = renderHook(() => usePlayerHandoff('main'));
    act(() => {
      state().playTracks(tracks, 1);
      state().setProgress({ currentTime: 30 });
    });
    await waitFor(() => expect(other.received).toContainEqual({ type: 'main-ready' }));

    other.post({ type: 'popout-open', wantsQueue: true, from: WINDOW_ID });
    await waitFor(() => expect(state().handedOff).toBe(true));
    expect(state().isPlaying).toBe(false);
    await waitFor(() => expect(other.received.some((m) => m.type === 'handoff')).toBe(true));
    const handoff = other.received.find((m) => m.type === 'handoff') as Extract<PlayerMessage, { type: 'handoff' }>;
    expect(handoff.snapshot).toMatchObject({ queue: tracks, activeTrack: tracks[1], position: 30, isPlaying: true });
    unmount();
  });

  it('goes quiet for a pop-out opened elsewhere without sending its queue', async () => {
    const { unmount } = renderHook(() => usePlayerHandoff('main'));
    act(() => state().playTracks(tracks, 0));
    other.post({ type: 'popout-open', wantsQueue: false, from: null });
    await waitFor(() => expect(state().handedOff).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(other.received.some((m) => m.type === 'handoff')).toBe(false);
    unmount();
  });

  it('takes playback back, paused, when the pop-out closes', async () => {
    const { unmount } = renderHook(() => usePlayerHandoff('main'));
    act(() => state().playTracks(tracks, 0));
    other.post({ type: 'popout-open', wantsQueue: false, from: null });
    await waitFor(() => expect(state().handedOff).toBe(true));
    const snapshot = { ...snapshotPlayback(state(), 12), activeTrack: tracks[2], isPlaying: true };
    other.post({ type: 'popout-closed', snapshot });
    await waitFor(() => expect(state().handedOff).toBe(false));
    expect(state()).toMatchObject({ activeTrack: tracks[2], position: 12, isPlaying: false });
    unmount();
  });

  it("mirrors what the pop-out plays while quiet, and asks it to play or pause", async () => {
    const { unmount } = renderHook(() => usePlayerHandoff('main'));
    act(() => state().playTracks(tracks, 0));
    other.post({ type: 'popout-open', wantsQueue: false, from: null });
    await waitFor(() => expect(state().handedOff).toBe(true));
    const { playStarted } = state();
    other.post({ type: 'now-playing', snapshot: { ...snapshotPlayback(state()), activeTrack: tracks[2], isPlaying: true } });
    await waitFor(() => expect(state().activeTrack).toEqual(tracks[2]));
    expect(state()).toMatchObject({ handedOff: true, isPlaying: false, popoutPlaying: true, currentIndex: 2 });
    // The pop-out reports its own plays: no play is recorded here.
    expect(state().playStarted).toBe(playStarted);

    act(() => player.toggle());
    await waitFor(() => expect(other.received).toContainEqual({ type: 'toggle' }));
    expect(state().handedOff).toBe(true);
    unmount();
  });

  it('playing a track here while quiet tells the pop-out to stop and plays here', async () => {
    const { unmount } = renderHook(() => usePlayerHandoff('main'));
    act(() => state().setHandedOff(true));
    act(() => state().playTracks(tracks, 0));
    expect(state()).toMatchObject({ handedOff: false, isPlaying: true });
    await waitFor(() => expect(other.received).toContainEqual({ type: 'reclaim', wantsState: false }));
    unmount();
  });
});

describe('the pop-out window', () => {
  beforeEach(() => window.history.replaceState({}, '', '/player/custom?from=opener-1'));
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('announces itself, plays the queue its opener hands over, and hands it back when it closes', async () => {
    await act(() => useAppStore.persist.rehydrate());
    const { unmount } = renderHook(() => usePlayerHandoff('popout-queue'));
    await waitFor(() => expect(other.received).toContainEqual({ type: 'popout-open', wantsQueue: true, from: 'opener-1' }));

    const snapshot = { queue: tracks, activeTrack: tracks[1], position: 44, isPlaying: true, isShuffle: false, repeat: 'all' as const, volume: 35, isRadioPlay: false, radioSession: null };
    // A hand-off from another main window is not for this pop-out.
    other.post({ type: 'handoff', from: 'someone-else', snapshot: { ...snapshot, activeTrack: tracks[0] } });
    other.post({ type: 'handoff', from: 'opener-1', snapshot });
    await waitFor(() => expect(state().activeTrack).toEqual(tracks[1]));
    expect(state()).toMatchObject({ isPlaying: true, position: 44, volume: 35, repeat: 'all' });

    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(other.received.some((m) => m.type === 'popout-closed')).toBe(true));
    const closed = other.received.find((m) => m.type === 'popout-closed') as Extract<PlayerMessage, { type: 'popout-closed' }>;
    expect(closed.snapshot).toMatchObject({ activeTrack: tracks[1], queue: tracks });
    unmount();
  });

  it('tells the main windows what it plays as it changes, and plays or pauses when one asks', async () => {
    await act(() => useAppStore.persist.rehydrate());
    const { unmount } = renderHook(() => usePlayerHandoff('popout-mixtape'));
    const nowPlaying = () => other.received.filter((m) => m.type === 'now-playing').map((m) => (m as Extract<PlayerMessage, { type: 'now-playing' }>).snapshot);
    act(() => state().playTracks(tracks, 0));
    await waitFor(() => expect(nowPlaying().at(-1)).toMatchObject({ activeTrack: tracks[0], isPlaying: true, queue: tracks }));
    act(() => state().next());
    await waitFor(() => expect(nowPlaying().at(-1)).toMatchObject({ activeTrack: tracks[1], isPlaying: true }));

    other.post({ type: 'toggle' });
    await waitFor(() => expect(state().isPlaying).toBe(false));
    await waitFor(() => expect(nowPlaying().at(-1)).toMatchObject({ activeTrack: tracks[1], isPlaying: false }));
    // Progress alone is not news.
    const sent = nowPlaying().length;
    act(() => state().setProgress({ currentTime: 5 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(nowPlaying()).toHaveLength(sent);
    unmount();
  });

  it("answers a main window's 'Play here' with its state, stops and closes", async () => {
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    await act(() => useAppStore.persist.rehydrate());
    const { unmount } = renderHook(() => usePlayerHandoff('popout-mixtape'));
    act(() => state().playTracks(tracks, 2));
    // A main window asks only a pop-out that has announced itself.
    await waitFor(() => expect(other.received.some((m) => m.type === 'popout-open')).toBe(true));
    other.post({ type: 'reclaim', wantsState: true });
    await waitFor(() => expect(other.received.some((m) => m.type === 'handback')).toBe(true));
    expect(state().isPlaying).toBe(false);
    expect(close).toHaveBeenCalled();
    unmount();
    // Closing after a hand-back sends nothing more.
    expect(other.received.filter((m) => m.type === 'popout-closed')).toHaveLength(0);
  });
});
