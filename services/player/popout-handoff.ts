import { useAppStore, type AppState } from '@/store';
import { openPlayerChannel, playbackSnapshot as snapshot } from './player-channel';

// The pop-out player's side of the hand-off between windows (hooks/player/use-player-handoff.ts has the main window's):
// loaded only in the pop-out window.

const store = useAppStore;

/** What the pop-out tells the main windows about: a change here is posted as 'now-playing'. */
const mirrored = (state: AppState) => [state.activeTrack, state.isPlaying, state.queue, state.isShuffle, state.repeat, state.isRadioPlay];

/**
 * The pop-out window: announces itself, takes the opener's queue (custom), tells the main windows what it plays,
 * and hands everything back on close.
 */
export function runPopout(wantsQueue: boolean): () => void {
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
  // This code loads after the page: what already plays here is news for the main windows.
  tellNowPlaying();
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
