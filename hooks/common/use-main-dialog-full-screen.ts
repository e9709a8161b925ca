import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MAIN_DIALOG_FULL_SCREEN_BELOW } from '@/theme/constants';

/** Whether a main dialog (log-in and sign-up, buying, a card, the age question) fills the screen: below 900 px. */
export function useMainDialogFullScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down(MAIN_DIALOG_FULL_SCREEN_BELOW));
}
