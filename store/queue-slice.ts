import type { Track } from '@/lib/contracts/catalog';
import { arrayMove } from './playback-order';
import { endOfListening, idleProgress, indexOfTrack, startTrack, uniqueTracks } from './track-start';
import type { ListeningEnd, SliceCreator } from './types';

/** The queue as it was before a removal: what Undo puts back. */
export interface QueueSnapshot {
  queue: Track[];
  activeTrack: Track | null;
  position: number;
  /** The end of the active track's listening, recorded as it was removed: Undo takes it back. */
  ended: ListeningEnd | null;
}

export interface QueueSlice {
  queue: Track[];
  currentIndex: number;
  isQueueOpen: boolean;
  isEditingQueue: boolean;
  selectedIds: number[];
  /** The listener reordered, added or removed tracks since the queue was last replaced. */
  queueChanged: boolean;

  setQueueOpen: (open: boolean) => void;
  /**
   * Appends the tracks not yet queued (the queue holds each track once); into an empty queue, the first one
   * starts and the player shows. Returns how many were added.
   */
  addToQueue: (tracks: Track | Track[]) => number;
  /** Puts a track right after the active one, or starts it when the queue is empty. */
  playNext: (track: Track) => void;
  setEditingQueue: (editing: boolean) => void;
  toggleSelected: (id: number) => void;
  selectAll: () => void;
  deselectAll: () => void;
  moveTrack: (from: number, to: number) => void;
  moveUp: (id: number) => void;
  moveDown: (id: number) => void;
  /** Removes tracks (clearing the active one if among them); returns what restoreQueue needs to undo it. */
  removeTracks: (ids: number[]) => QueueSnapshot | null;
  restoreQueue: (snapshot: QueueSnapshot) => void;
}

export const createQueueSlice: SliceCreator<QueueSlice> = (set, get) => {
  /** Any change of order keeps the active track where it went. */
  const reorder = (queue: Track[]) => set({ queue, currentIndex: indexOfTrack(queue, get().activeTrack), queueChanged: true });

  return {
    queue: [],
    currentIndex: -1,
    isQueueOpen: false,
    isEditingQueue: false,
    selectedIds: [],
    queueChanged: false,

    setQueueOpen: (isQueueOpen) => set(isQueueOpen ? { isQueueOpen } : { isQueueOpen, isEditingQueue: false, selectedIds: [] }),
    addToQueue: (input) => {
      const state = get();
      const fresh = uniqueTracks(Array.isArray(input) ? input : [input], state.queue);
      if (fresh.length === 0) return 0;
      if (state.queue.length === 0) startTrack(get, set, 0, { patch: { queue: fresh, queueChanged: false } });
      else set({ queue: [...state.queue, ...fresh], isActive: true, queueChanged: true });
      return fresh.length;
    },
    playNext: (track) => {
      const { queue, activeTrack } = get();
      if (queue.length === 0) {
        startTrack(get, set, 0, { patch: { queue: [track], queueChanged: false } });
        return;
      }
      if (activeTrack?.id === track.id) return;
      const rest = queue.filter((t) => t.id !== track.id);
      const at = indexOfTrack(rest, activeTrack) + 1;
      reorder([...rest.slice(0, at), track, ...rest.slice(at)]);
      set({ isActive: true });
    },
    setEditingQueue: (isEditingQueue) => set({ isEditingQueue, selectedIds: [] }),
    toggleSelected: (id) => {
      const { selectedIds } = get();
      set({ selectedIds: selectedIds.includes(id) ? selectedIds.filter((s) => s !== id) : [...selectedIds, id] });
    },
    selectAll: () => set({ selectedIds: get().queue.map((t) => t.id) }),
    deselectAll: () => set({ selectedIds: [] }),
    moveTrack: (from, to) => {
      const { queue } = get();
      const moved = arrayMove(queue, from, to);
      if (moved !== queue) reorder(moved);
    },
    moveUp: (id) => {
      const index = get().queue.findIndex((t) => t.id === id);
      // Not past the top, and nothing to move in a queue of one (arrayMove ignores both).
      get().moveTrack(index, index - 1);
    },
    moveDown: (id) => {
      const index = get().queue.findIndex((t) => t.id === id);
      if (index !== -1) get().moveTrack(index, index + 1);
    },
    removeTracks: (ids) => {
      const state = get();
      const removing = new Set(ids);
      const queue = state.queue.filter((t) => !removing.has(t.id));
      if (queue.length === state.queue.length) return null;
      const activeGone = !!state.activeTrack && removing.has(state.activeTrack.id);
      const ended = activeGone ? endOfListening(state) : null;
      const snapshot: QueueSnapshot = { queue: state.queue, activeTrack: state.activeTrack, position: state.position, ended };
      set({
        ...(ended ? { listeningEnded: ended } : {}),
        queue,
        selectedIds: state.selectedIds.filter((id) => !removing.has(id)),
        played: state.played.filter((id) => !removing.has(id)),
        queueChanged: true,
        isEditingQueue: queue.length > 0 && state.isEditingQueue,
        ...(activeGone
          ? { activeTrack: null, currentIndex: -1, isPlaying: false, isPlayingAd: false, progress: idleProgress, position: 0, isActive: queue.length > 0 }
          : { currentIndex: indexOfTrack(queue, state.activeTrack) }),
      });
      return snapshot;
    },
    restoreQueue: (snapshot) => {
      const { activeTrack } = get();
      if (activeTrack || !snapshot.activeTrack) {
        // Playback moved on since the removal: bring the tracks back around whatever plays now.
        const queue = [...snapshot.queue, ...uniqueTracks(activeTrack ? [activeTrack] : [], snapshot.queue)];
        set({ queue, currentIndex: indexOfTrack(queue, activeTrack), isActive: queue.length > 0 || !!activeTrack });
        return;
      }
      // The removed active track comes back paused where it was: the same listening (the same playToken), so
      // its completion is reported once. The end recorded at the removal is marked as taken back; analytics
      // withdraws its report if still unsent, else lets it stand and reports nothing more for this listening.
      const { queue, activeTrack: track, position, ended } = snapshot;
      set({
        queue,
        activeTrack: track,
        currentIndex: indexOfTrack(queue, track),
        isActive: true,
        position,
        progress: { ...idleProgress, duration: track.duration, currentTime: position },
        ...(ended ? { listeningResumed: ended } : {}),
      });
    },
  };
};
