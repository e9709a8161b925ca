import { useContext, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { DEFAULT_THEME_MODE } from '@/lib/theme-mode';
import { theme } from '@/theme/theme';
import { StyleCacheContext } from './style-cache';

let browserCache: EmotionCache | undefined;

/**
 * The browser's emotion cache, made once, as @mui/material-nextjs makes it: key `mui`, styles inserted after the
 * insertion-point meta _document renders, so they land where the server's extracted styles are (and come after
 * the theme's style sheet).
 */
function styleCache(): EmotionCache {
  if (typeof document === 'undefined') return createCache({ key: 'mui' });
  const insertionPoint = document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]') ?? undefined;
  browserCache ??= createCache({ key: 'mui', insertionPoint });
  return browserCache;
}

/**
 * MUI's theme and emotion around the parts that use MUI components: the pages built with them (account, legal,
 * reset password, the pop-out player, ...) and everything app-layout.tsx loads on demand (dialogs, player, queue,
 * alerts, menus). The first screen of home and mixtape pages renders no MUI, so it never loads this (see
 * docs/architecture.md, Loading on demand). The CSS variables and baseline already come with every page
 * (theme/theme-css.ts): this provider only gives components the theme and follows the colour mode.
 */
export function MuiProvider({ children }: { children: ReactNode }) {
  // During server rendering, the cache _document extracts from; in the browser, the one shared cache.
  const serverCache = useContext(StyleCacheContext) as EmotionCache | null;
  return (
    <CacheProvider value={serverCache ?? styleCache()}>
      <ThemeProvider theme={theme} modeStorageKey={LOCAL_KEYS.theme} defaultMode={DEFAULT_THEME_MODE} disableStyleSheetGeneration>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
