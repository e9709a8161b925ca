import { DEFAULT_THEME_MODE, type ThemeMode } from '@/lib/theme-mode';
import type { SliceCreator } from './types';

export interface ThemeSlice {
  theme: ThemeMode;
  setTheme: (theme: ThemeMode) => void;
}

export const createThemeSlice: SliceCreator<ThemeSlice> = (set) => ({
  theme: DEFAULT_THEME_MODE,
  setTheme: (theme) => set({ theme }),
});
