import type { Theme } from '@mui/material/styles';

/** The smallest box a finger hits reliably, in px: no control of the phone's player, queue or tracklists is smaller. */
export const TOUCH_TARGET = 44;

/** Every button (and checkbox) inside grows to at least TOUCH_TARGET square; its icon stays as drawn. */
export const TOUCH_TARGETS = {
  '& button, & .MuiCheckbox-root': { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET },
} as const;

/**
 * TOUCH_TARGETS where a finger is what points: on phone-sized screens (below the theme's md, where the phone player
 * shows) and on any touch screen. A desktop with a mouse keeps its denser controls.
 */
export const touchTargetsOnPhones = (theme: Theme) => ({ [`${theme.breakpoints.down('md')}, (pointer: coarse)`]: TOUCH_TARGETS });
