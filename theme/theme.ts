import { createTheme, type ThemeOptions } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

export const PRIMARY = '#3C97ED';
export type ThemeMode = 'light' | 'dark';
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

/**
 * Width in px below which a single click on a queue row plays it; wider screens play by double click or the play
 * button (see docs/product.md, Player and queue). A rule of its own, not one of the breakpoints: use it as
 * `useMediaQuery(theme.breakpoints.down(QUEUE_ROW_PLAY_ON_CLICK_BELOW))`, the same query MUI makes for `down('md')`.
 */
export const QUEUE_ROW_PLAY_ON_CLICK_BELOW = 800;

/** Heights of the player bars the page leaves room for: the desktop bar, and the phone's slim bar. */
export const PLAYER_BAR_HEIGHT = 96;
export const MINI_PLAYER_HEIGHT = 64;

/** The queue dialog fills the screen at this width and below (see docs/product.md, Player and queue). */
export const QUEUE_FULL_SCREEN_UP_TO = 900;

const components: ThemeOptions['components'] = {
  MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, borderRadius: 999 } } },
  MuiCard: { defaultProps: { elevation: 0 } },
  MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  MuiLink: { defaultProps: { underline: 'hover' } },
};

/**
 * One theme with a light and a dark colour scheme, rendered as CSS variables so the server can send
 * both and the saved mode applies before the first paint (no flash of the wrong theme).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: PRIMARY, contrastText: '#fff' },
        background: { default: '#f5f7fb', paper: '#ffffff' },
        text: { primary: '#111827', secondary: '#4b5563' },
      },
    },
    dark: {
      palette: {
        primary: { main: PRIMARY, contrastText: '#fff' },
        background: { default: '#0b0f17', paper: '#151b26' },
        text: { primary: '#f3f4f6', secondary: '#9ca3af' },
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
