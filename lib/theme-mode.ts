/** The site's two colour schemes, and the one a first visit gets. */
export type ThemeMode = 'light' | 'dark';
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';
