import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { DEFAULT_THEME_MODE } from '@/lib/theme-mode';
import { theme } from './theme';

/**
 * The theme as a style sheet: MUI's CSS variables for both colour schemes (colours, spacing, radii, shadows, fonts)
 * and CssBaseline, rendered once per process by the very ThemeProvider the MUI parts use. _document sends it in the
 * <head> of every page: the first screen's CSS modules read these variables, so no page needs MUI's JavaScript to
 * look right, and the MUI parts loaded later skip generating them again (components/common/mui-provider.tsx).
 */
export const THEME_CSS: string = renderThemeCss();

function renderThemeCss(): string {
  const cache = createCache({ key: 'theme' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    createElement(
      CacheProvider,
      { value: cache },
      createElement(
        ThemeProvider,
        { theme, modeStorageKey: LOCAL_KEYS.theme, defaultMode: DEFAULT_THEME_MODE },
        createElement(CssBaseline, { enableColorScheme: true }),
      ),
    ),
  );
  const css = extractCriticalToChunks(html)
    .styles.map((style) => style.css)
    .join('');
  if (!css.includes('--mui-palette-primary-main')) throw new Error('The theme rendered no CSS variables: check theme/theme-css.ts');
  return css;
}
