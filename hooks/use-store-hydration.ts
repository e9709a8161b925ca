import { useEffect } from 'react';
import { useAppStore } from '@/store';

/** Loads the persisted store once, after the first render, so server and client HTML agree. */
export function useStoreHydration(): void {
  useEffect(() => {
    void useAppStore.persist.rehydrate();
  }, []);
}
