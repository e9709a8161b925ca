import { useAppStore } from '@/store';
import { makeTrack } from '../helpers/fixtures';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));
const state = () => useAppStore.getState();

describe('player slice', () => {
  const tracks = [makeTrack(1), makeTrack(2), makeTrack(3)];

  it('starts with the player off and volume 50', () => {
    expect(state()).toMatchObject({ isActive: false, isPlaying: false, activeTrack: null, volume: 50, queue: [] });
  });

  it('playTracks replaces the queue, activates the player and plays from the index', () => {
    state().playTracks(tracks, 1);
    expect(state()).toMatchObject({ queue: tracks, currentIndex: 1, activeTrack: tracks[1], isActive: true, isPlaying: true });
  });

  it('next and previous move through the queue and stop at the end', () => {
    state().playTracks(tracks, 0);
    state().next();
    expect(state().activeTrack?.id).toBe(2);
    state().previous();
    expect(state().activeTrack?.id).toBe(1);
    state().playTracks(tracks, 2);
    state().next();
    expect(state()).toMatchObject({ activeTrack: tracks[2], isPlaying: false });
  });

  it('setting no active track clears it and stops play', () => {
    state().playTracks(tracks, 0);
    state().setActiveTrack(null);
    expect(state()).toMatchObject({ activeTrack: null, isPlaying: false, currentIndex: -1 });
  });

  it('setting a track outside the queue appends it and plays it', () => {
    state().playTracks(tracks, 0);
    state().setActiveTrack(makeTrack(9));
    expect(state().queue.map((t) => t.id)).toEqual([1, 2, 3, 9]);
    expect(state()).toMatchObject({ currentIndex: 3, isPlaying: true });
  });

  it('closing the player empties the queue and turns everything off', () => {
    state().playTracks(tracks, 0);
    state().closePlayer();
    expect(state()).toMatchObject({ queue: [], activeTrack: null, isActive: false, isPlaying: false });
  });

  it('cannot play without a track and keeps volume within 0..100', () => {
    state().setPlaying(true);
    expect(state().isPlaying).toBe(false);
    state().setVolume(140);
    expect(state().volume).toBe(100);
    state().setVolume(-3);
    expect(state().volume).toBe(0);
  });
});

describe('persistence', () => {
  it("persists only what must survive a reload, under 'app-storage'", () => {
    const options = useAppStore.persist.getOptions();
    expect(options.name).toBe('app-storage');
    const saved = options.partialize!({ ...state(), isPlaying: true, progress: { loading: true, currentTime: 3, duration: 9 } });
    expect(Object.keys(saved as object).sort()).toEqual(['activeTrack', 'currentIndex', 'queue', 'theme', 'volume']);
  });

  it('restores a saved queue paused, with the player showing it', async () => {
    const track = makeTrack(4);
    localStorage.setItem('app-storage', JSON.stringify({ state: { queue: [track], currentIndex: 0, activeTrack: track, volume: 30, theme: 'light' }, version: 1 }));
    await useAppStore.persist.rehydrate();
    expect(state()).toMatchObject({ activeTrack: track, isActive: true, isPlaying: false, volume: 30, theme: 'light' });
  });
});
