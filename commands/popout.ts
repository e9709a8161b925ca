import { openPopoutWindow, type PlayerChannel } from '@/services/player-channel';
import { useAppStore } from '@/store';

// The player's commands toward the pop-out (see docs/product.md, The pop-out player). The main window's channel is
// opened and watched by hooks/use-player-handoff.ts, which connects it here.

/** How long 'Play here' waits for the pop-out's state before carrying on with this window's own. */
export const RECLAIM_WAIT_MS = 1_000;

let mainChannel: PlayerChannel | null = null;
let reclaimTimer: ReturnType<typeof setTimeout> | null = null;

/** The main window's channel to the pop-out, for the commands below; the returned function disconnects it. */
export function connectMainChannel(channel: PlayerChannel): () => void {
  mainChannel = channel;
  return () => {
    if (mainChannel === channel) mainChannel = null;
  };
}

/** The pop-out answered 'Play here' (or closed): no need to wait for it any longer. */
export function cancelReclaim(): void {
  if (reclaimTimer) clearTimeout(reclaimTimer);
  reclaimTimer = null;
}

/** Opens the pop-out with the current queue; false when the browser blocked the window. */
export const openPopoutPlayer = (): boolean => openPopoutWindow(null) !== null;

/**
 * 'Play here' in a silent main window: asks the pop-out for its state (it then closes); without an answer
 * soon (the pop-out crashed), this window simply carries on with what it had.
 */
export function reclaimPlayback(): void {
  mainChannel?.post({ type: 'reclaim', wantsState: true });
  cancelReclaim();
  reclaimTimer = setTimeout(() => useAppStore.getState().setHandedOff(false), RECLAIM_WAIT_MS);
}

/** Play or pause, from a main window gone silent: the pop-out does it, and this window mirrors the result. */
export function togglePopout(): void {
  mainChannel?.post({ type: 'toggle' });
}
