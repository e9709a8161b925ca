import type { SavedCollection } from '@/lib/offline';
import type { SliceCreator } from './types';

/** What the player and the Downloads screen say when premium ended: the saved files stay, but do not play offline. */
export const PREMIUM_ENDED_MESSAGE = 'Premium has ended: subscribe again to play your saved mixtapes';

/** A save under way: how many of its tracks are kept so far. */
export interface SaveProgress {
  done: number;
  total: number;
}

/** Offline listening and installing (see docs/product.md, Offline and installing); none of it persisted. */
export interface OfflineSlice {
  /** The mixtapes and playlists saved offline on this device, as Cache Storage holds them; null until read. */
  offlineSaves: SavedCollection[] | null;
  /** Saves under way, by savedKey (lib/offline.ts). */
  offlineProgress: Record<string, SaveProgress>;
  /** The browser offered to install the site (beforeinstallprompt), and the offer has not been answered. */
  installable: boolean;
  /** Music has played in this window: the install offer waits for it. */
  hasPlayed: boolean;
  setOfflineSaves: (saves: SavedCollection[]) => void;
  setSaveProgress: (key: string, progress: SaveProgress | null) => void;
  setInstallable: (installable: boolean) => void;
  markPlayed: () => void;
}

export const createOfflineSlice: SliceCreator<OfflineSlice> = (set, get) => ({
  offlineSaves: null,
  offlineProgress: {},
  installable: false,
  hasPlayed: false,
  setOfflineSaves: (offlineSaves) => set({ offlineSaves }),
  setSaveProgress: (key, progress) => {
    const next = { ...get().offlineProgress };
    if (progress) next[key] = progress;
    else delete next[key];
    set({ offlineProgress: next });
  },
  setInstallable: (installable) => set({ installable }),
  markPlayed: () => {
    if (!get().hasPlayed) set({ hasPlayed: true });
  },
});

/** Whether a track is kept in a save on this device. */
export const isSavedOffline = (state: Pick<OfflineSlice, 'offlineSaves'>, trackId: number) =>
  !!state.offlineSaves?.some((save) => save.tracks.some((track) => track.id === trackId));
