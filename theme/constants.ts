// What the site needs of its theme without MUI: the colours, the default mode and the layout sizes. Kept apart
// from theme/theme.ts, which builds the MUI theme: importing a constant from there would evaluate createTheme,
// and put MUI in the first load of every page (see docs/architecture.md, Loading on demand).

export const PRIMARY = '#3C97ED';
/**
 * Text on a filled primary surface (buttons, badges, tags): #3C97ED with white text is 3.1:1, under WCAG AA's
 * 4.5:1; this near-black is 6.1:1.
 */
export const PRIMARY_CONTRAST_TEXT = '#0b0f17';
/**
 * The primary colour as text or an outline on the light scheme's light backgrounds: #3C97ED there is 2.9:1, this
 * darker shade of the same hue 5.4:1 on the page and 5.7:1 on paper. On dark backgrounds #3C97ED itself passes.
 */
export const PRIMARY_ON_LIGHT = '#2a69a5';

/**
 * Width in px below which a single click on a queue row plays it; wider screens play by double click or the play
 * button (see docs/product.md, Player and queue). A rule of its own, not one of the breakpoints: use it as
 * `useMediaQuery(theme.breakpoints.down(QUEUE_ROW_PLAY_ON_CLICK_BELOW))`, the same query MUI makes for `down('md')`.
 */
export const QUEUE_ROW_PLAY_ON_CLICK_BELOW = 800;

/** Heights of the player bars the page leaves room for: the desktop bar, and the phone's slim bar. */
export const PLAYER_BAR_HEIGHT = 96;
export const MINI_PLAYER_HEIGHT = 64;

/**
 * Dialogs and the screen (see docs/product.md, Themes and layout): every dialog fills the screen at 600 px and
 * below (the theme's MuiDialog rule, with no code where a dialog is made), and the main ones (log-in and sign-up,
 * buying, a card, the age question) below 900 px too (useMainDialogFullScreen).
 */
export const DIALOG_FULL_SCREEN_UP_TO = 600;
export const MAIN_DIALOG_FULL_SCREEN_BELOW = 900;

/** The queue dialog fills the screen at this width and below (see docs/product.md, Player and queue). */
export const QUEUE_FULL_SCREEN_UP_TO = 900;
