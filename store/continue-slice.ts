import type { Track } from '@/lib/contracts/catalog';
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
  // Taking the offer up is store/restore-playback.ts, loaded with the offer's card rather than with every page.
}

export const createContinueSlice: SliceCreator<ContinueSlice> = (set) => ({
  playbackOffer: null,
  setPlaybackOffer: (playbackOffer) => set({ playbackOffer }),
});
