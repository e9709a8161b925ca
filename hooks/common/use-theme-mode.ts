import { useSyncExternalStore } from 'react';
import { applyThemeMode, onThemeModeChange, shownThemeMode } from '@/services/common/theme-mode';
import { useAppStore } from '@/store';
import { DEFAULT_THEME_MODE, type ThemeMode } from '@/lib/theme-mode';

const shown = () => shownThemeMode() ?? DEFAULT_THEME_MODE;
const serverMode = () => DEFAULT_THEME_MODE;

/**
 * The light/dark mode shown and its switch: the server renders the default, the browser the mode <html> shows
 * once hydrated. Switching saves it for MUI (the `theme` key) and in the store (see docs/product.md, Browser storage).
 */
export function useThemeMode(): { mode: ThemeMode; setMode: (mode: ThemeMode) => void } {
  const mode = useSyncExternalStore(onThemeModeChange, shown, serverMode);
  const setTheme = useAppStore((s) => s.setTheme);
  return {
    mode,
    setMode: (next) => {
      applyThemeMode(next);
      setTheme(next);
    },
  };
}
