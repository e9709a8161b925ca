import type { Track } from '@/lib/contracts/catalog';
import type { SliceCreator } from './types';

export interface PlayerProgress {
  loading: boolean;
  duration: number;
  currentTime: number;
}

export interface PlayerSlice {
  queue: Track[];
  currentIndex: number;
  activeTrack: Track | null;
  isActive: boolean;
  isPlaying: boolean;
  /** 0..100, SPEC default 50. */
  volume: number;
  progress: PlayerProgress;
  /** Replaces the queue and starts the track at `index`. */
  playTracks: (tracks: Track[], index?: number) => void;
  /** Starts a track of the queue, or stops and clears with null. */
  setActiveTrack: (track: Track | null) => void;
  setPlaying: (playing: boolean) => void;
  togglePlay: () => void;
  next: () => void;
  previous: () => void;
  setVolume: (volume: number) => void;
  setProgress: (progress: Partial<PlayerProgress>) => void;
  closePlayer: () => void;
}

const idle: PlayerProgress = { loading: false, duration: 0, currentTime: 0 };

export const createPlayerSlice: SliceCreator<PlayerSlice> = (set, get) => ({
  queue: [],
  currentIndex: -1,
  activeTrack: null,
  isActive: false,
  isPlaying: false,
  volume: 50,
  progress: idle,

  playTracks: (tracks, index = 0) => {
    const track = tracks[index];
    if (!track) return;
    set({ queue: tracks, currentIndex: index, activeTrack: track, isActive: true, isPlaying: true, progress: { ...idle, loading: true } });
  },
  setActiveTrack: (track) => {
    if (!track) {
      set({ activeTrack: null, currentIndex: -1, isPlaying: false, progress: idle });
      return;
    }
    const { queue } = get();
    let index = queue.findIndex((t) => t.id === track.id);
    const nextQueue = index === -1 ? [...queue, track] : queue;
    if (index === -1) index = nextQueue.length - 1;
    set({ queue: nextQueue, currentIndex: index, activeTrack: track, isActive: true, isPlaying: true, progress: { ...idle, loading: true } });
  },
  setPlaying: (isPlaying) => set({ isPlaying: isPlaying && !!get().activeTrack }),
  togglePlay: () => get().setPlaying(!get().isPlaying),
  next: () => {
    const { queue, currentIndex } = get();
    if (currentIndex + 1 < queue.length) get().setActiveTrack(queue[currentIndex + 1]);
    else set({ isPlaying: false });
  },
  previous: () => {
    const { queue, currentIndex } = get();
    if (currentIndex > 0) get().setActiveTrack(queue[currentIndex - 1]);
  },
  setVolume: (volume) => set({ volume: Math.min(100, Math.max(0, Math.round(volume))) }),
  setProgress: (progress) => set({ progress: { ...get().progress, ...progress } }),
  closePlayer: () => set({ queue: [], currentIndex: -1, activeTrack: null, isActive: false, isPlaying: false, progress: idle }),
});
