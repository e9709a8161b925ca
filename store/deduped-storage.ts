import type { StateStorage } from 'zustand/middleware';

/**
 * localStorage that skips writing a value it just wrote. persist saves on every change, and the player's
 * clock changes the store several times a second while the saved part (queue, position in whole seconds)
 * rarely does. It also keeps a silent window (main, while the pop-out plays) from writing its unchanged
 * state over the pop-out's.
 */
export function dedupedStorage(): StateStorage {
  // As with `() => localStorage`: on the server this throws and persist runs without storage.
  if (typeof localStorage === 'undefined') throw new Error('No localStorage here');
  const last = new Map<string, string>();
  return {
    getItem: (name) => {
      const value = localStorage.getItem(name);
      if (value !== null) last.set(name, value);
      return value;
    },
    setItem: (name, value) => {
      if (last.get(name) === value) return;
      last.set(name, value);
      localStorage.setItem(name, value);
    },
    removeItem: (name) => {
      last.delete(name);
      localStorage.removeItem(name);
    },
  };
}
