import { useEffect, useSyncExternalStore } from 'react';
import { useAppStore } from '@/store';

// The persisted store is read back only after the first render, so server and client HTML agree: one hook
// starts that (once, in _app), the other tells a component whether it has happened.

/** Loads the persisted store once, after the first render. */
export function useRehydrateStore(): void {
  useEffect(() => {
    void useAppStore.persist.rehydrate();
  }, []);
}

const subscribe = (onChange: () => void) => useAppStore.persist.onFinishHydration(onChange);
const hasHydrated = () => useAppStore.persist.hasHydrated();
const never = () => false;

/** True once the saved store has been read back: before that the queue is the empty default. */
export function useStoreHydrated(): boolean {
  return useSyncExternalStore(subscribe, hasHydrated, never);
}
