import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { DEFAULT_THEME_MODE } from '@/lib/theme-mode';
import { DIALOG_FULL_SCREEN_UP_TO, PRIMARY, PRIMARY_CONTRAST_TEXT, PRIMARY_ON_LIGHT } from './constants';

declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
  interface BreakpointOverrides {
    xxl: true;
  }
  interface TypeText {
    /** The primary colour as text: #3C97ED on the dark scheme, a darker shade of it on the light one (theme/constants.ts). */
    accent: string;
  }
}

// The MUI theme: loaded with the first MUI component a page shows (components/common/mui-provider.tsx), never with
// the first screen, whose components are styled by CSS modules over the same CSS variables (theme/theme-css.ts).

/** MUI's primary text and outlines, in the accent: filled surfaces keep #3C97ED with dark text. */
const accentText = { color: 'var(--mui-palette-text-accent)' };

/**
 * Site-wide rules that hold for MUI components and CSS modules alike, sent with every page in the theme's style
 * sheet (theme/theme-css.ts); see docs/product.md, Accessibility.
 * - One focus ring, `--focus-ring`, on whatever the keyboard focuses, in the accent (3:1 or more against the page
 *   and paper of both schemes). `html` in the selectors outweighs the `outline: 0` of MUI's and the modules' resets
 *   (one class). MUI's text fields draw their own focused border instead; a container focused by script
 *   (`tabindex="-1"`: the skip links' targets, a dialog's paper) gets none. Items of menus and lists draw it inside,
 *   where a scrolling parent would cut it off. A part whose ring belongs on a larger box (a card, a track row) sets
 *   `outline: 0` on the control and `outline: var(--focus-ring)` on that box.
 * - Reduced motion: transitions and animations finish at once (MUI's fades and slides, the equalizer icon).
 */
const GLOBAL_CSS = `
:root { --focus-ring: 2px solid var(--mui-palette-text-accent); }
html :focus-visible, html .Mui-focusVisible { outline: var(--focus-ring); outline-offset: 2px; }
html [role="menuitem"]:focus-visible, html [role="option"]:focus-visible, html [role="tab"]:focus-visible,
html .MuiListItemButton-root:focus-visible, html .MuiMenuItem-root.Mui-focusVisible { outline-offset: -2px; }
html .MuiInputBase-input:focus-visible, html [tabindex="-1"]:focus-visible { outline: 0; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 1ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 1ms !important;
    scroll-behavior: auto !important;
  }
}
`;

/** What MUI's fullScreen dialog paper is, as CSS a media query can switch on. */
const FULL_SCREEN_PAPER = { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 };

const components: ThemeOptions['components'] = {
  MuiCssBaseline: { styleOverrides: GLOBAL_CSS },
  // Tabs read as words, as buttons do: never in capitals. The selected one, and its indicator, in the accent.
  MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, '&.Mui-selected': accentText } } },
  MuiTabs: { styleOverrides: { indicator: { backgroundColor: 'var(--mui-palette-text-accent)' } } },
  // Icons and controls drawn in the primary colour need 3:1 against the page too (WCAG 1.4.11): the accent.
  MuiIconButton: { styleOverrides: { colorPrimary: accentText } },
  MuiSvgIcon: { styleOverrides: { colorPrimary: accentText } },
  MuiSlider: {
    // The thumb's input is a native range with min and max, which HTML forbids repeating as aria-valuemin/max.
    defaultProps: { slotProps: { input: { 'aria-valuemin': undefined, 'aria-valuemax': undefined } } },
    styleOverrides: { colorPrimary: accentText },
  },
  MuiCheckbox: { styleOverrides: { colorPrimary: { '&.Mui-checked': accentText } } },
  MuiRadio: { styleOverrides: { colorPrimary: { '&.Mui-checked': accentText } } },
  // An unselected toggle (the comments' Newest / Top) is drawn in action.active, 4.49:1 on the light page: secondary text instead.
  MuiToggleButton: { styleOverrides: { root: { color: 'var(--mui-palette-text-secondary)' } } },
  MuiSwitch: { styleOverrides: { switchBase: { '&.Mui-checked': accentText, '&.Mui-checked + .MuiSwitch-track': { backgroundColor: 'var(--mui-palette-text-accent)' } } } },
  MuiButton: {
    styleOverrides: {
      root: {
        textTransform: 'none',
        fontWeight: 600,
        borderRadius: 999,
        variants: [
          {
            props: { color: 'primary' },
            style: {
              '--variant-textColor': 'var(--mui-palette-text-accent)',
              '--variant-outlinedColor': 'var(--mui-palette-text-accent)',
              '--variant-outlinedBorder': 'color-mix(in srgb, var(--mui-palette-text-accent) 50%, transparent)',
            },
          },
          {
            // Dark text on the filled button: hovering lightens it rather than darkening it, keeping the contrast.
            props: { variant: 'contained', color: 'primary' },
            style: { '@media (hover: hover)': { '&:hover': { '--variant-containedBg': 'var(--mui-palette-primary-light)' } } },
          },
        ],
      },
    },
  },
  MuiChip: {
    styleOverrides: {
      root: { variants: [{ props: { variant: 'outlined', color: 'primary' }, style: { ...accentText, borderColor: 'var(--mui-palette-text-accent)' } }] },
    },
  },
  // Underlined: colour alone does not tell a link in a sentence from its words (WCAG 1.4.1).
  MuiLink: { defaultProps: { underline: 'always', color: 'text.accent' } },
  MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': accentText } } },
  // The focused field's border is its focus indicator: in the accent, which keeps 3:1 on the light scheme too.
  MuiOutlinedInput: { styleOverrides: { root: { '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: 'var(--mui-palette-text-accent)' } } } },
  // Every dialog fills a screen of 600 px or less (main ones, below 900 px, ask for fullScreen themselves).
  MuiDialog: { styleOverrides: { paper: { [`@media (max-width: ${DIALOG_FULL_SCREEN_UP_TO}px)`]: FULL_SCREEN_PAPER } } },
  MuiCard: { defaultProps: { elevation: 0 } },
  MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
};

/**
 * One theme with a light and a dark colour scheme, rendered as CSS variables so the server can send
 * both and the saved mode applies before the first paint (no flash of the wrong theme).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  defaultColorScheme: DEFAULT_THEME_MODE,
  colorSchemes: {
    light: {
      palette: {
        primary: { main: PRIMARY, dark: PRIMARY_ON_LIGHT, contrastText: PRIMARY_CONTRAST_TEXT },
        background: { default: '#f5f7fb', paper: '#ffffff' },
        text: { primary: '#111827', secondary: '#4b5563', accent: PRIMARY_ON_LIGHT },
        // MUI's white text on its light orange and light blue is 3.1:1 and 3.9:1 (the Explicit tag, info alerts): dark text, 6.2:1 and 5:1.
        warning: { main: '#ed6c02', contrastText: PRIMARY_CONTRAST_TEXT },
        info: { main: '#0288d1', contrastText: PRIMARY_CONTRAST_TEXT },
      },
    },
    dark: {
      palette: {
        primary: { main: PRIMARY, contrastText: PRIMARY_CONTRAST_TEXT },
        background: { default: '#0b0f17', paper: '#151b26' },
        text: { primary: '#f3f4f6', secondary: '#9ca3af', accent: PRIMARY },
        // MUI's white text on its dark-scheme red is 3.7:1 (error alerts): dark text, 5.7:1.
        error: { main: '#f44336', contrastText: PRIMARY_CONTRAST_TEXT },
        // A selected row's tint (MUI's is 16%): the accent title over it keeps 4.5:1 on the paper (4.9:1, against 4.4:1).
        action: { selectedOpacity: 0.1 },
      },
    },
  },
  spacing: 8,
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 2000 } },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.4rem', fontWeight: 700 },
    h3: { fontSize: '1.15rem', fontWeight: 700 },
  },
  components,
});
