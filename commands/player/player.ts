import { nextChapterStart, previousChapterStart, RESTART_AFTER_SECONDS } from '@/lib/chapters';
import type { Track } from '@/lib/contracts/catalog';
import { browserOffline } from '@/lib/offline';
import { knownPremium } from '@/services/common/member-ids';
import { audioEngine } from '@/services/player/audio-engine';
import { openPopoutWindow, type PlayerChannel } from '@/services/player/player-channel';
import { useAppStore } from '@/store';
import { activeChapters } from '@/store/chapters-slice';
import { isSavedOffline, PREMIUM_ENDED_MESSAGE } from '@/store/offline-slice';
import { previousStep } from '@/store/playback-order';
import { UNDER_AGE_MESSAGE } from '@/store/site-slice';
import { showError } from '@/commands/common/member';
import { catalogService } from '@/services/catalog';

export const UNDO_LABEL = 'Undo';
export const ALREADY_QUEUED = 'Already in the queue';

/** What adding to the queue says: how many tracks were new (the queue holds each track once). */
export const addedToQueueMessage = (added: number) => (added === 0 ? ALREADY_QUEUED : `${added} track${added === 1 ? '' : 's'} added to the queue`);

const state = () => useAppStore.getState();

/** Same tracks as the queue (in any order): the listener may have reordered or shuffled this list there. */
export function isQueued(tracks: Track[], queue: Track[]): boolean {
  if (tracks.length !== queue.length) return false;
  const ids = new Set(queue.map((t) => t.id));
  return tracks.every((t) => ids.has(t.id));
}

/**
 * Every start of playback passes here: tracks of an explicit mixtape play once the listener said they are 18 or
 * older, asked once and remembered (see docs/product.md, Age question). A No plays nothing.
 */
export function whenOldEnough(tracks: Track[], start: () => void): void {
  const s = state();
  // Offline, what was saved plays for a premium member alone (see docs/product.md, Offline and installing).
  if (browserOffline() && !knownPremium(s) && tracks.some((t) => isSavedOffline(s, t.id))) return s.showAlert({ message: PREMIUM_ENDED_MESSAGE, severity: 'warning' });
  if (!tracks.some((t) => t.explicit) || s.isOverAge === true) return start();
  if (s.isOverAge === false) return s.showAlert({ message: UNDER_AGE_MESSAGE, severity: 'info' });
  s.askAge(start);
}

/**
 * The one way to command the player, for components and hooks alike: the buttons, track rows, the queue, the
 * keyboard and the OS media keys. Store actions, plus the few that act on the playing audio itself (seeking,
 * Previous after a few seconds). Plain functions, so non-React callers use them too; state is read with
 * `useAppStore(selector)`.
 */
export const player = {
  /** Play or pause; in a window gone silent, the pop-out's (see docs/product.md, The pop-out player). */
  toggle: () => (state().handedOff ? togglePopout() : state().togglePlay()),
  play: () => state().setPlaying(true),
  pause: () => state().setPlaying(false),
  /** The next track; inside a mix with chapters, the next chapter until the last (see docs/product.md, Player and queue). */
  next: () => {
    const s = state();
    const chapter = s.isPlayingAd ? null : nextChapterStart(activeChapters(s), s.progress.currentTime);
    if (chapter !== null) player.seek(chapter);
    else s.next();
  },
  previous: () => {
    const s = state();
    if (s.isPlayingAd) return;
    const chapter = previousChapterStart(activeChapters(s), s.progress.currentTime);
    if (chapter !== null) return player.seek(chapter);
    // As in every player: a track that has played a few seconds restarts before going back.
    if (audioEngine.currentTime > RESTART_AFTER_SECONDS || previousStep(s).index === -1) player.seek(0);
    else s.previous();
  },
  seek: (seconds: number) => {
    const s = state();
    // An ad cannot be skipped through, nor a track without one.
    if (s.isPlayingAd || !s.activeTrack) return;
    audioEngine.seek(seconds);
    s.setProgress({ currentTime: Math.max(0, seconds) });
  },
  seekBy: (delta: number) => player.seek(audioEngine.currentTime + delta),
  setVolume: (volume: number) => state().setVolume(volume),
  changeVolume: (delta: number) => state().setVolume(state().volume + delta),
  toggleShuffle: () => state().toggleShuffle(),
  cycleRepeat: () => state().cycleRepeat(),
  close: () => state().closePlayer(),

  /** Replaces the queue and starts the track at `index` (a random one with `shuffle`). Ends radio. */
  playTracks: (tracks: Track[], index = 0, options?: { shuffle?: boolean }) => whenOldEnough(tracks, () => state().playTracks(tracks, index, options)),
  /** A queue row's play: the active track toggles (clicking the playing track pauses it); any other starts, ending radio. */
  /** Plays a mixtape from the start (from the library's lists, which hold the mixtape without its tracks). */
  playMixtape: async (id: number) => {
    try {
      player.playTracks(await (await catalogService()).getMixtapeQueue(id), 0, { shuffle: false });
    } catch (error) {
      showError(error);
    }
  },
  playTrack: (track: Track) => {
    if (state().activeTrack?.id === track.id) player.toggle();
    else whenOldEnough([track], () => state().setActiveTrack(track));
  },
  /**
   * A tracklist row's play: the playing track toggles; another plays the list from there, keeping the queue as
   * arranged when this list already is the queue.
   */
  playFromList: (tracks: Track[], index: number) => {
    const s = state();
    const track = tracks[index];
    if (!track) return;
    if (track.id === s.activeTrack?.id) player.toggle();
    else if (isQueued(tracks, s.queue) && !s.isRadioPlay) whenOldEnough([track], () => state().setActiveTrack(track));
    else whenOldEnough(tracks, () => state().playTracks(tracks, index));
  },

  /**
   * 'Play LMT Radio' with its first batch. A batch with explicit tracks asks the age question if it was never
   * answered: Yes plays them all, No plays the rest (store/feed-slice.ts leaves explicit tracks out of radio for
   * anyone who has not said Yes).
   */
  startRadio: (session: string, tracks: Track[]) => {
    const start = () => state().startRadio(session, tracks);
    if (state().isOverAge !== null || !tracks.some((t) => t.explicit)) return start();
    state().askAge(start, start);
  },

  /** Appends the tracks not yet queued, and says how many were (see docs/product.md, Player and queue). */
  addToQueue: (tracks: Track | Track[]) =>
    whenOldEnough([tracks].flat(), () => {
      const added = state().addToQueue(tracks);
      state().showAlert({ message: addedToQueueMessage(added), severity: added ? 'success' : 'info' });
    }),
  playNext: (track: Track) => whenOldEnough([track], () => state().playNext(track)),
  /** Moves a track to where another one is (a drag dropped on it). */
  reorder: (fromId: number, toId: number) => {
    const ids = state().queue.map((t) => t.id);
    state().moveTrack(ids.indexOf(fromId), ids.indexOf(toId));
  },
  moveUp: (id: number) => state().moveUp(id),
  moveDown: (id: number) => state().moveDown(id),
  /** Removes tracks from the queue with an 'Undo' in the alert bar that puts them back. */
  remove: (ids: number[]) => {
    const s = state();
    const removed = s.queue.filter((t) => ids.includes(t.id));
    const snapshot = s.removeTracks(ids);
    if (!snapshot) return;
    const message = removed.length === 1 ? `Removed "${removed[0].title}" from the queue` : `Removed ${removed.length} tracks from the queue`;
    s.showAlert({ message, severity: 'info', action: { label: UNDO_LABEL, onClick: () => state().restoreQueue(snapshot) } });
  },

  openQueue: () => state().setQueueOpen(true),
  closeQueue: () => state().setQueueOpen(false),
  editQueue: (editing: boolean) => state().setEditingQueue(editing),
  toggleSelected: (id: number) => state().toggleSelected(id),
  selectAll: () => state().selectAll(),
  deselectAll: () => state().deselectAll(),

  /** Opens the pop-out player with the current queue; false when the browser blocked the window. */
  popOut: () => openPopoutPlayer(),
  /** 'Play here' in a main window gone silent while the pop-out plays. */
  playHere: () => reclaimPlayback(),
};

// The player's commands toward the pop-out (see docs/product.md, The pop-out player). The main window's channel is
// opened and watched by hooks/player/use-player-handoff.ts, which connects it here.

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
