import type { LocalKey, SessionKey } from '@/lib/storage-keys';

type Area = 'localStorage' | 'sessionStorage';

// Storage can be missing (server render) or throw (Safari private mode, quota, blocked cookies):
// none of that may break a page, so failures read as "nothing stored".
function storage(area: Area): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window[area];
  } catch {
    return null;
  }
}

function read(area: Area, key: string): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string): void {
  try {
    storage(area)?.setItem(key, value);
  } catch {
    // Quota or private mode: the value just does not persist.
  }
}

function remove(area: Area, key: string): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // Same as write: nothing to do when storage is unavailable.
  }
}

export const readLocal = (key: LocalKey): string | null => read('localStorage', key);
export const writeLocal = (key: LocalKey, value: string): void => write('localStorage', key, value);
export const removeLocal = (key: LocalKey): void => remove('localStorage', key);

export const readSession = (key: SessionKey): string | null => read('sessionStorage', key);
export const writeSession = (key: SessionKey, value: string): void => write('sessionStorage', key, value);
