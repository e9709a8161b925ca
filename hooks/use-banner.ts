import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { readLocal, writeLocal } from '@/services/storage-keys';

/** A closed banner stays hidden this long (see docs/product.md, Banner). */
export const BANNER_HIDDEN_DAYS = 7;
const HIDDEN_MS = BANNER_HIDDEN_DAYS * 24 * 60 * 60 * 1000;

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Closed less than seven days ago (by banner_closed_time, in ms since the epoch). */
function closedRecently(): boolean {
  const closed = Number(readLocal(LOCAL_KEYS.bannerClosedTime));
  return Number.isFinite(closed) && closed > 0 && Date.now() - closed < HIDDEN_MS;
}

/**
 * Whether the banner may show, and how to close it. The server cannot read local storage: it renders no banner,
 * and the browser decides after hydration.
 */
export function useBanner(): { closed: boolean; close: () => void } {
  const closed = useSyncExternalStore(subscribe, closedRecently, () => true);
  const close = () => {
    writeLocal(LOCAL_KEYS.bannerClosedTime, String(Date.now()));
    for (const listener of listeners) listener();
  };
  return { closed, close };
}
