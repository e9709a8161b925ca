import { useAppStore } from '@/store';
import { snapshotPlayback } from '@/store/feed-slice';
import type { PlaybackSnapshot } from '@/store/types';
import { newEventId } from '@/services/common/analytics';
import { audioEngine } from './audio-engine';

export const PLAYER_CHANNEL = 'mixtape-player';

/** Tells this window from the others on the channel: the pop-out accepts a hand-off only from its opener. */
export const WINDOW_ID = typeof window === 'undefined' ? 'server' : newEventId();

export type PlayerMessage =
  /** The pop-out is up: every other window goes quiet; its opener sends what it was playing when asked. */
  | { type: 'popout-open'; wantsQueue: boolean; from: string | null }
  | { type: 'handoff'; from: string; snapshot: PlaybackSnapshot }
  /** The pop-out is closing: its state goes back to the main window, paused. */
  | { type: 'popout-closed'; snapshot: PlaybackSnapshot }
  /** A main window wants playback back ('Play here', or it started a track itself). */
  | { type: 'reclaim'; wantsState: boolean }
  | { type: 'handback'; snapshot: PlaybackSnapshot }
  /** A main window loaded: a pop-out that is playing says so again. */
  | { type: 'main-ready' }
  /** What the pop-out plays now (its track, queue, playing state changed): silent main windows mirror it. */
  | { type: 'now-playing'; snapshot: PlaybackSnapshot }
  /** A silent main window's play or pause, for the pop-out to carry out. */
  | { type: 'toggle' };

/** What this window plays, to hand to another: the engine's clock is exact, the store's position whole seconds (a silent window has no clock). */
export function playbackSnapshot(): PlaybackSnapshot {
  const state = useAppStore.getState();
  return snapshotPlayback(state, state.handedOff || state.isPlayingAd ? state.position : audioEngine.currentTime || state.position);
}

const TYPES = new Set(['popout-open', 'handoff', 'popout-closed', 'reclaim', 'handback', 'main-ready', 'now-playing', 'toggle']);

export interface PlayerChannel {
  post: (message: PlayerMessage) => void;
  close: () => void;
}

/** A BroadcastChannel between this site's windows; a no-op where the browser has none. */
export function openPlayerChannel(onMessage: (message: PlayerMessage) => void): PlayerChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(PLAYER_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (data && typeof data.type === 'string' && TYPES.has(data.type)) onMessage(data as PlayerMessage);
  };
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel (the page is going away): nothing left to tell.
      }
    },
    close: () => channel.close(),
  };
}

/** The pop-out's address: a mixtape by id, or the current queue handed over ('custom'). */
export function popoutUrl(mixtapeId?: number | null): string {
  const path = mixtapeId ? `/player/${mixtapeId}` : '/player/custom';
  return `${path}?from=${encodeURIComponent(WINDOW_ID)}`;
}

/** Opens (or reuses) the pop-out window: full screen width, three times its height (see docs/product.md, Player and queue). */
export function openPopoutWindow(mixtapeId?: number | null): Window | null {
  const { width, height } = window.screen;
  return window.open(popoutUrl(mixtapeId), 'mixtape-player', `popup=yes,width=${width},height=${height * 3},left=0,top=0`);
}
