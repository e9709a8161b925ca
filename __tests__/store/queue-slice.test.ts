import { watchPlayAnalytics } from '@/hooks/player/use-play-analytics';
import { useAppStore } from '@/store';
import { makeTrack } from '../helpers/fixtures';
import { recordAnalytics, resetStore, state } from '../helpers/player';

let analytics: ReturnType<typeof recordAnalytics>;
let unwatch: () => void = () => undefined;
beforeEach(() => {
  resetStore();
  analytics = recordAnalytics();
  // The store records plays and completions; the analytics subscriber, as mounted in every window, reports them.
  unwatch = watchPlayAnalytics();
});
afterEach(() => {
  unwatch();
  jest.restoreAllMocks();
});

const tracks = [1, 2, 3, 4].map((id) => makeTrack(id));
const ids = () => state().queue.map((t) => t.id);

describe('adding to the queue', () => {
  it('a track added to an empty queue becomes the active track and activates the player', () => {
    state().addToQueue(tracks[1]);
    expect(state()).toMatchObject({ queue: [tracks[1]], activeTrack: tracks[1], currentIndex: 0, isActive: true, isPlaying: true, queueChanged: false });
    expect(analytics.names()).toEqual(['track_play:2']);
  });

  it('appends to a non-empty queue without touching what plays, once per track, and marks the queue changed', () => {
    state().playTracks(tracks.slice(0, 2), 0);
    expect(state().addToQueue([tracks[1], tracks[2], tracks[3], tracks[3]])).toBe(2);
    expect(ids()).toEqual([1, 2, 3, 4]);
    expect(state()).toMatchObject({ activeTrack: tracks[0], queueChanged: true });
  });

  it('adds nothing that is already queued, and says so with a count of 0', () => {
    state().playTracks(tracks, 0);
    const before = state().queue;
    expect(state().addToQueue([tracks[2], tracks[0]])).toBe(0);
    expect(state().queue).toBe(before);
    expect(state().queueChanged).toBe(false);
  });

  it('play next inserts after the active track (moving it if queued), or starts it in an empty queue', () => {
    state().playNext(tracks[2]);
    expect(state()).toMatchObject({ activeTrack: tracks[2], isPlaying: true, queue: [tracks[2]] });

    state().playTracks(tracks, 0);
    state().playNext(tracks[3]);
    expect(ids()).toEqual([1, 4, 2, 3]);
    expect(state()).toMatchObject({ currentIndex: 0, queueChanged: true });
    state().next();
    expect(state().activeTrack?.id).toBe(4);
  });
});

describe('editing the queue', () => {
  beforeEach(() => state().playTracks(tracks, 1));

  it('toggles edit mode, selects and deselects all; leaving edit mode clears the selection', () => {
    state().setEditingQueue(true);
    state().selectAll();
    expect(state().selectedIds).toEqual([1, 2, 3, 4]);
    state().deselectAll();
    expect(state().selectedIds).toEqual([]);
    state().toggleSelected(3);
    state().toggleSelected(1);
    state().toggleSelected(3);
    expect(state().selectedIds).toEqual([1]);
    state().setEditingQueue(false);
    expect(state()).toMatchObject({ isEditingQueue: false, selectedIds: [] });
  });

  it('reorders by drag (from, to), the active track keeping its place in the new order', () => {
    state().moveTrack(3, 0);
    expect(ids()).toEqual([4, 1, 2, 3]);
    expect(state()).toMatchObject({ currentIndex: 2, activeTrack: tracks[1], queueChanged: true });
  });

  it('moves one track up or down, never past the ends', () => {
    state().moveUp(3);
    expect(ids()).toEqual([1, 3, 2, 4]);
    state().moveDown(1);
    expect(ids()).toEqual([3, 1, 2, 4]);
    state().moveUp(3);
    state().moveDown(4);
    expect(ids()).toEqual([3, 1, 2, 4]);
  });

  it('moves nothing in a queue of one track, and leaves the changed flag alone', () => {
    state().playTracks([tracks[0]], 0);
    state().moveUp(1);
    state().moveDown(1);
    expect(state()).toMatchObject({ queue: [tracks[0]], queueChanged: false });
  });

  it('removes the selected tracks; the active track among them is cleared and play stops', () => {
    state().setEditingQueue(true);
    state().toggleSelected(2);
    state().toggleSelected(4);
    const snapshot = state().removeTracks(state().selectedIds);
    expect(ids()).toEqual([1, 3]);
    expect(state()).toMatchObject({ activeTrack: null, currentIndex: -1, isPlaying: false, isActive: true, selectedIds: [], queueChanged: true });
    expect(snapshot?.queue.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(analytics.names().at(-1)).toMatch(/^track_completion:2/);
  });

  it('removing other tracks keeps the active one playing at its new index', () => {
    state().removeTracks([1]);
    expect(state()).toMatchObject({ activeTrack: tracks[1], currentIndex: 0, isPlaying: true });
  });

  it('removing every track hides the player; restoring brings back the queue and the active track, paused where it was', () => {
    state().setProgress({ currentTime: 61.5, duration: 202 });
    const snapshot = state().removeTracks([1, 2, 3, 4])!;
    expect(state()).toMatchObject({ queue: [], isActive: false, activeTrack: null });
    state().restoreQueue(snapshot);
    expect(state()).toMatchObject({ queue: tracks, activeTrack: tracks[1], currentIndex: 1, isActive: true, isPlaying: false, position: 61 });
  });

  it('restoring after playback moved on puts the tracks back around the track now playing', () => {
    const snapshot = state().removeTracks([3])!;
    state().next();
    state().restoreQueue(snapshot);
    expect(ids()).toEqual([1, 2, 3, 4]);
    expect(state()).toMatchObject({ activeTrack: tracks[3], currentIndex: 3 });
  });


  it('closing the queue dialog leaves edit mode', () => {
    state().setQueueOpen(true);
    state().setEditingQueue(true);
    state().setQueueOpen(false);
    expect(state()).toMatchObject({ isQueueOpen: false, isEditingQueue: false });
  });
});

it('replacing the queue resets the changed flag', () => {
  state().playTracks(tracks, 0);
  state().moveTrack(0, 1);
  expect(state().queueChanged).toBe(true);
  state().playTracks(tracks, 0);
  expect(useAppStore.getState().queueChanged).toBe(false);
});
