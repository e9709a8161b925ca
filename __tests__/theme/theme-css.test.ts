/** @jest-environment node */
import { THEME_CSS } from '@/theme/theme-css';
import { PRIMARY, PRIMARY_CONTRAST_TEXT, PRIMARY_ON_LIGHT } from '@/theme/constants';

// What _document sends with every page: the first screen's CSS modules draw with nothing else.
it('holds the CSS variables of both colour schemes and the baseline', () => {
  expect(THEME_CSS).toContain(`--mui-palette-primary-main:${PRIMARY}`);
  expect(THEME_CSS).toContain(`--mui-palette-primary-contrastText:${PRIMARY_CONTRAST_TEXT}`);
  // The accent: the darker shade on the light scheme, the primary itself on the dark one.
  expect(THEME_CSS).toMatch(new RegExp(`\\.light[^{]*\\{[^}]*--mui-palette-text-accent:${PRIMARY_ON_LIGHT}`));
  expect(THEME_CSS).toMatch(new RegExp(`\\.dark[^{]*\\{[^}]*--mui-palette-text-accent:${PRIMARY}`));
  expect(THEME_CSS).toContain('--mui-font-body2:');
  expect(THEME_CSS).toMatch(/body\{margin:0;color:var\(--mui-palette-text-primary\)/);
});
