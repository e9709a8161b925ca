import type { Track } from '@/lib/contracts/catalog';
import { idleProgress, leaving, uniqueTracks } from './track-start';
import type { SliceCreator } from './types';

/** Where another of the member's devices left off, offered here as 'Continue listening' (see docs/product.md, Player and queue). */
export interface PlaybackOffer {
  tracks: Track[];
  /** The current track's place in `tracks`. */
  index: number;
  /** Seconds into it. */
  position: number;
  deviceName: string;
  /** The server's time of that save: what a dismissal remembers. */
  updatedAt: string;
}

export interface ContinueSlice {
  /** The offer shown above the player; null when there is none. Not kept across a reload. */
  playbackOffer: PlaybackOffer | null;
  setPlaybackOffer: (offer: PlaybackOffer | null) => void;
  /**
   * Takes up another device's playback: its queue, with the track at `index` from `position`, playing when `play`
   * (Continue is a click, so the browser lets the audio start). The same listening carried on, as a pop-out adopting
   * playback: the listening left here ends, and no new start is recorded (the device it began on reported it).
   */
  restorePlayback: (tracks: Track[], index: number, position: number, play: boolean) => void;
}

export const createContinueSlice: SliceCreator<ContinueSlice> = (set, get) => ({
  playbackOffer: null,
  setPlaybackOffer: (playbackOffer) => set({ playbackOffer }),
  restorePlayback: (tracks, index, position, play) => {
    const state = get();
    const queue = uniqueTracks(tracks);
    const track = tracks[index] ? queue.find((t) => t.id === tracks[index].id) : undefined;
    if (!track) return;
    const at = Math.max(0, position);
    set({
      ...leaving(state),
      queue,
      currentIndex: queue.indexOf(track),
      activeTrack: track,
      isActive: true,
      // As any track started in a window gone silent: playing it here takes playback back from the pop-out.
      isPlaying: play,
      isPlayingAd: false,
      played: [],
      isRadioPlay: false,
      radioSession: null,
      queueChanged: false,
      selectedIds: [],
      position: Math.floor(at),
      progress: { ...idleProgress, loading: play, duration: track.duration, currentTime: at },
      // The engine loads the source again even when it is the same one, to start at the position.
      playToken: state.playToken + 1,
      playbackOffer: null,
    });
  },
});
