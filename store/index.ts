import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LOCAL_KEYS } from '@/services/storage-keys';
import { createPlayerSlice } from './player-slice';
import { createThemeSlice } from './theme-slice';
import type { AppState } from './types';

export type { AppState } from './types';

/** Keys of the state that survive a reload; everything else starts fresh. */
const PERSISTED = ['theme', 'queue', 'currentIndex', 'activeTrack', 'volume'] as const satisfies readonly (keyof AppState)[];

export const useAppStore = create<AppState>()(
  persist(
    (...args) => ({
      ...createThemeSlice(...args),
      ...createPlayerSlice(...args),
    }),
    {
      name: LOCAL_KEYS.appStorage,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => Object.fromEntries(PERSISTED.map((key) => [key, state[key]])) as Partial<AppState>,
      // The server renders the defaults; the browser rehydrates after mount (see hooks/use-store-hydration.ts),
      // so the first client render matches the server HTML.
      skipHydration: true,
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<AppState>;
        // A restored queue waits paused: audio never starts by itself on page load.
        return { ...current, ...saved, isActive: !!saved.activeTrack, isPlaying: false };
      },
    },
  ),
);
