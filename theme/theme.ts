import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { DEFAULT_THEME_MODE, PRIMARY, PRIMARY_CONTRAST_TEXT, PRIMARY_ON_LIGHT } from './constants';

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

// The MUI theme: loaded with the first MUI component a page shows (components/layout/mui-provider.tsx), never with
// the first screen, whose components are styled by CSS modules over the same CSS variables (theme/theme-css.ts).

/** MUI's primary text and outlines, in the accent: filled surfaces keep #3C97ED with dark text. */
const accentText = { color: 'var(--mui-palette-text-accent)' };
const components: ThemeOptions['components'] = {
  // Tabs read as words, as buttons do: never in capitals.
  MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
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
  MuiLink: { defaultProps: { underline: 'hover', color: 'text.accent' } },
  MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': accentText } } },
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
      },
    },
    dark: {
      palette: {
        primary: { main: PRIMARY, contrastText: PRIMARY_CONTRAST_TEXT },
        background: { default: '#0b0f17', paper: '#151b26' },
        text: { primary: '#f3f4f6', secondary: '#9ca3af', accent: PRIMARY },
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
