import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { DEFAULT_THEME_MODE } from './theme-mode';

/**
 * The exact text of MUI's inline script that applies the saved light/dark mode before the first paint.
 * Rendered once per process; _document emits this very string and the Content-Security-Policy allows its
 * sha256 hash, so the page and the policy cannot drift apart (a changed prop or MUI upgrade moves both).
 */
export const COLOR_SCHEME_SCRIPT: string = scriptText(
  renderToStaticMarkup(
    createElement(InitColorSchemeScript, {
      attribute: 'class',
      modeStorageKey: LOCAL_KEYS.theme,
      defaultMode: DEFAULT_THEME_MODE,
    }),
  ),
);

function scriptText(markup: string): string {
  const match = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(markup);
  if (!match) throw new Error(`InitColorSchemeScript rendered something other than one inline script: ${markup.slice(0, 80)}`);
  return match[1];
}
