import { useEffect } from 'react';
import { cancelReclaim, connectMainChannel } from '@/commands/player';
import { audioEngine } from '@/services/audio-engine';
import { openPlayerChannel, WINDOW_ID, type PlayerMessage } from '@/services/player-channel';
import { useAppStore, type AppState } from '@/store';
import { snapshotPlayback } from '@/store/feed-slice';

const store = useAppStore;
const snapshot = () => {
  const state = store.getState();
  // The engine's clock is exact; the store's position is whole seconds. A silent window has no clock.
  return snapshotPlayback(state, state.handedOff || state.isPlayingAd ? state.position : audioEngine.currentTime || state.position);
};

/**
 * A main window: goes quiet while a pop-out plays, mirrors what it plays (track, queue, playing state), and takes
 * playback back when it closes.
 */
function runMain(): () => void {
  const channel = openPlayerChannel((message: PlayerMessage) => {
    const state = store.getState();
    if (message.type === 'popout-open') {
      const handed = snapshot();
      state.setHandedOff(true);
      if (message.wantsQueue && message.from === WINDOW_ID) channel.post({ type: 'handoff', from: WINDOW_ID, snapshot: handed });
    } else if (message.type === 'now-playing') {
      state.mirrorPlayback(message.snapshot);
    } else if (message.type === 'handback' || (message.type === 'popout-closed' && state.handedOff)) {
      cancelReclaim();
      // A closed pop-out leaves its track paused here: music jumping into another, maybe hidden, window would
      // surprise; 'Play here' (handback) asked for it, so that carries on playing.
      store.getState().adoptPlayback({ ...message.snapshot, isPlaying: message.type === 'handback' && message.snapshot.isPlaying });
    }
  });
  const disconnect = connectMainChannel(channel);
  // Playing anything here while silent takes playback back: the pop-out is told to stop and close.
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.handedOff && state.isPlaying && !previous.isPlaying) {
      channel.post({ type: 'reclaim', wantsState: false });
      state.setHandedOff(false);
    }
  });
  channel.post({ type: 'main-ready' });
  return () => {
    unsubscribe();
    channel.close();
    disconnect();
  };
}

/** What the pop-out tells the main windows about: a change here is posted as 'now-playing'. */
const mirrored = (state: AppState) => [state.activeTrack, state.isPlaying, state.queue, state.isShuffle, state.repeat, state.isRadioPlay];

/**
 * The pop-out window: announces itself, takes the opener's queue (custom), tells the main windows what it plays,
 * and hands everything back on close.
 */
function runPopout(wantsQueue: boolean): () => void {
  // Read here rather than from the router, whose query fills in only after hydration on static pages.
  const from = new URLSearchParams(window.location.search).get('from');
  let adopted = !wantsQueue;
  let handedBack = false;
  const channel = openPlayerChannel((message) => {
    if (message.type === 'handoff' && !adopted && message.from === from) {
      adopted = true;
      store.getState().adoptPlayback(message.snapshot);
    } else if (message.type === 'main-ready') {
      channel.post({ type: 'popout-open', wantsQueue: false, from: null });
      tellNowPlaying();
    } else if (message.type === 'toggle') {
      store.getState().togglePlay();
    } else if (message.type === 'reclaim') {
      handedBack = true;
      if (message.wantsState) channel.post({ type: 'handback', snapshot: snapshot() });
      store.getState().setPlaying(false);
      window.close();
    }
  });
  // Nothing to tell before the pop-out has its own state (the saved one, then the opener's queue), nor once it
  // handed playback back.
  const tellNowPlaying = () => {
    if (adopted && !handedBack && store.persist.hasHydrated()) channel.post({ type: 'now-playing', snapshot: snapshot() });
  };
  const unwatch = store.subscribe((state, previous) => {
    const now = mirrored(state);
    if (mirrored(previous).some((value, i) => value !== now[i])) tellNowPlaying();
  });
  const announce = () => channel.post({ type: 'popout-open', wantsQueue, from });
  // Announce once the saved state is loaded, so the opener's hand-off is not overwritten by it.
  const unhydrated = store.persist.hasHydrated() ? (announce(), undefined) : store.persist.onFinishHydration(announce);
  const onHide = () => {
    if (handedBack) return;
    handedBack = true;
    channel.post({ type: 'popout-closed', snapshot: snapshot() });
  };
  window.addEventListener('pagehide', onHide);
  window.addEventListener('beforeunload', onHide);
  return () => {
    unwatch();
    unhydrated?.();
    window.removeEventListener('pagehide', onHide);
    window.removeEventListener('beforeunload', onHide);
    // No hand-back here: leaving the page already sent it (pagehide), and React's development double
    // mount would otherwise hand playback back while the pop-out is still open.
    channel.close();
  };
}

export type PlayerWindow = 'main' | 'popout-queue' | 'popout-mixtape';

/** Which side of the hand-off a route is on: /player/custom takes the opener's queue, /player/{id} loads its own. */
export function playerWindowOf(pathname: string): PlayerWindow {
  if (pathname === '/player/custom') return 'popout-queue';
  return pathname.startsWith('/player/') ? 'popout-mixtape' : 'main';
}

/**
 * Hands playback between the main window and the pop-out player over a BroadcastChannel, so only one
 * window ever plays.
 */
export function usePlayerHandoff(kind: PlayerWindow): void {
  useEffect(() => (kind === 'main' ? runMain() : runPopout(kind === 'popout-queue')), [kind]);
}
