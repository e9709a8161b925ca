import { useEffect } from 'react';
import { cancelReclaim, connectMainChannel } from '@/commands/player/player';
import { openPlayerChannel, playbackSnapshot as snapshot, WINDOW_ID, type PlayerMessage } from '@/services/player/player-channel';
import { useAppStore } from '@/store';

const store = useAppStore;

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

export type PlayerWindow = 'main' | 'popout-queue' | 'popout-mixtape';

/** Which side of the hand-off a route is on: /player/custom takes the opener's queue, /player/{id} loads its own. */
export function playerWindowOf(pathname: string): PlayerWindow {
  if (pathname === '/player/custom') return 'popout-queue';
  return pathname.startsWith('/player/') ? 'popout-mixtape' : 'main';
}

/**
 * Hands playback between the main window and the pop-out player over a BroadcastChannel, so only one
 * window ever plays. The pop-out's side (services/player/popout-handoff.ts) loads only in the pop-out window.
 */
export function usePlayerHandoff(kind: PlayerWindow): void {
  useEffect(() => {
    if (kind === 'main') return runMain();
    let stop: (() => void) | null = null;
    let live = true;
    import('@/services/player/popout-handoff')
      .then(({ runPopout }) => {
        if (live) stop = runPopout(kind === 'popout-queue');
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [kind]);
}
