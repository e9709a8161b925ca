import { useEffect } from 'react';
import { OFFLINE_CACHE } from '@/lib/offline';
import { watchInstallPrompt } from '@/services/layout/install-prompt';
import { useAppStore, type AppState } from '@/store';

/** How long after the first sound the service worker is registered: the music's start has the network first. */
export const REGISTER_AFTER_SOUND_MS = 2_000;

/** The first sound has come: playing, not waiting for the stream, and the clock moving. */
const soundCame = (state: AppState) => state.isPlaying && !state.progress.loading && state.progress.currentTime > 0;

/**
 * After the first sound: marks the window as having played (the install offer waits for it) and registers the
 * service worker, a moment later (see docs/architecture.md, Offline). Its code loads only then.
 */
function useAfterFirstSound(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useAppStore.subscribe((state) => {
      if (!soundCame(state)) return;
      unsubscribe();
      state.markPlayed();
      timer = setTimeout(() => {
        void import('@/services/common/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
      }, REGISTER_AFTER_SOUND_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
}

/**
 * Tells the service worker whether saved music may play (the member's premium), whenever that changes, on a device
 * that holds saves: a member whose premium ended keeps the files, unplayable offline until they subscribe again. The
 * code that follows it loads only on such a device (services/library/offline-saves.ts, followEntitlement).
 */
function useOfflineEntitlement(): void {
  useEffect(() => {
    if (typeof caches === 'undefined') return;
    caches
      .has(OFFLINE_CACHE)
      .then(async (saved) => {
        if (saved) (await import('@/services/library/offline-saves')).followEntitlement();
      })
      .catch(() => undefined);
  }, []);
}

/** Offline listening and installing, once per window: what must watch from the first load, and nothing more. */
export function useOfflineRuntime(): void {
  useAfterFirstSound();
  useOfflineEntitlement();
  useEffect(() => watchInstallPrompt(() => useAppStore.getState().setInstallable(true)), []);
}
