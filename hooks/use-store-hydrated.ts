import { useSyncExternalStore } from 'react';
import { useAppStore } from '@/store';

const subscribe = (onChange: () => void) => useAppStore.persist.onFinishHydration(onChange);
const hasHydrated = () => useAppStore.persist.hasHydrated();
const never = () => false;

/** True once the saved store has been read back (after mount): before that the queue is the empty default. */
export function useStoreHydrated(): boolean {
  return useSyncExternalStore(subscribe, hasHydrated, never);
}
