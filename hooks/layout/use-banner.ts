import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { readLocal, writeLocal } from '@/services/common/web-storage';
import { BANNER_HIDDEN_MS } from '@/lib/banner-script';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Closed less than seven days ago (by banner_closed_time, in ms since the epoch). */
function closedRecently(): boolean {
  const closed = Number(readLocal(LOCAL_KEYS.bannerClosedTime));
  return closed > 0 && Date.now() - closed < BANNER_HIDDEN_MS;
}

/**
 * Whether the banner was closed lately, and how to close it (see docs/product.md, Banner). The server renders
 * it open (it cannot read local storage); lib/banner-script.ts hides it before the first paint when closed.
 */
export function useBanner(): { closed: boolean; close: () => void } {
  const closed = useSyncExternalStore(subscribe, closedRecently, () => false);
  const close = () => {
    writeLocal(LOCAL_KEYS.bannerClosedTime, String(Date.now()));
    for (const listener of listeners) listener();
  };
  return { closed, close };
}
