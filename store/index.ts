import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { createAlertSlice } from './alert-slice';
import { createAuthSlice } from './auth-slice';
import { createChaptersSlice } from './chapters-slice';
import { createContinueSlice } from './continue-slice';
import { createPlayerSlice } from './player-slice';
import { createPlayerSettingsSlice } from './player-settings-slice';
import { createPlaylistSlice } from './playlist-slice';
import { createQueueSlice } from './queue-slice';
import { createFeedSlice } from './feed-slice';
import { dedupedStorage } from './deduped-storage';
import { createOfflineSlice } from './offline-slice';
import { createSecondFactorSlice } from './second-factor-slice';
import { createSiteSlice } from './site-slice';
import { createSleepTimerSlice } from './sleep-timer-slice';
import { createThemeSlice } from './theme-slice';
import type { AppState } from './types';

export type { AppState } from './types';

/** Keys of the state that survive a reload; everything else starts fresh. */
const PERSISTED = ['theme', 'queue', 'currentIndex', 'activeTrack', 'volume', 'position', 'episodePositions', 'isShuffle', 'repeat', 'isOverAge', 'normalizeVolume', 'crossfadeSeconds', 'streamQuality', 'podcastRates'] as const satisfies readonly (keyof AppState)[];

export const useAppStore = create<AppState>()(
  persist(
    (...args) => ({
      ...createThemeSlice(...args),
      ...createPlayerSlice(...args),
      ...createPlayerSettingsSlice(...args),
      ...createSleepTimerSlice(...args),
      ...createQueueSlice(...args),
      ...createFeedSlice(...args),
      ...createAuthSlice(...args),
      ...createAlertSlice(...args),
      ...createPlaylistSlice(...args),
      ...createSiteSlice(...args),
      ...createChaptersSlice(...args),
      ...createContinueSlice(...args),
      ...createOfflineSlice(...args),
      ...createSecondFactorSlice(...args),
    }),
    {
      name: LOCAL_KEYS.appStorage,
      version: 1,
      storage: createJSONStorage(dedupedStorage),
      partialize: (state) => Object.fromEntries(PERSISTED.map((key) => [key, state[key]])) as Partial<AppState>,
      // The server renders the defaults; the browser rehydrates after mount (see hooks/common/use-store-hydration.ts),
      // so the first client render matches the server HTML.
      skipHydration: true,
      merge: (persisted, current) => {
        // Only the kept keys come back: one an older version kept (the member's premium, favorites, purchases, now
        // react-query's) is left where it lies, and goes with the next write.
        const kept = new Set<string>(PERSISTED);
        const saved = Object.fromEntries(Object.entries(persisted ?? {}).filter(([key]) => kept.has(key))) as Partial<AppState>;
        // A restored queue waits paused: audio never starts by itself on page load.
        // The seek bar shows the saved position until the audio reports its own.
        const progress = { ...current.progress, currentTime: saved.position ?? 0, duration: saved.activeTrack?.duration ?? 0 };
        return { ...current, ...saved, isActive: !!saved.activeTrack || !!saved.queue?.length, isPlaying: false, progress };
      },
    },
  ),
);
