import { LOCAL_KEYS } from '@/lib/storage-keys';
import type { ThemeMode } from '@/lib/theme-mode';
import { writeLocal } from './web-storage';

// The light/dark mode as the page shows it: the class on <html> that MUI's colour-scheme script sets before the
// first paint (lib/color-scheme-script.ts) and MUI's ThemeProvider keeps. The header's toggle works through
// here so the first screen needs no MUI; a ThemeProvider mounted later reads the same storage key.

/** The mode <html> shows, or null before the colour-scheme script ran (server rendering, tests). */
export function shownThemeMode(): ThemeMode | null {
  if (typeof document === 'undefined') return null;
  const classes = document.documentElement.classList;
  if (classes.contains('light')) return 'light';
  return classes.contains('dark') ? 'dark' : null;
}

const listeners = new Set<() => void>();

/** Calls `onChange` whenever the shown mode may have changed, here or by a MUI ThemeProvider. Returns the unsubscribe. */
export function onThemeModeChange(onChange: () => void): () => void {
  listeners.add(onChange);
  const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(onChange);
  observer?.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    listeners.delete(onChange);
    observer?.disconnect();
  };
}

/**
 * Shows and keeps a mode as MUI's setMode does: saved under the `theme` key, the class on <html> switched. A storage
 * event tells any mounted MUI ThemeProvider (it listens for other tabs' changes the same way), so MUI's parts follow.
 */
export function applyThemeMode(mode: ThemeMode): void {
  writeLocal(LOCAL_KEYS.theme, mode);
  const classes = document.documentElement.classList;
  classes.remove('light', 'dark');
  classes.add(mode);
  window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.theme, newValue: mode }));
  for (const listener of listeners) listener();
}
