import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import { PLAYER_ID } from '@/components/common/skip-links';

/** The bar fixed to the bottom of the window that every form of the player sits in, named 'Player' for assistive tech. */
export function PlayerShell({ children }: { children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label="Player"
      // The target of 'Skip to player': focused by the link, never a tab stop of its own.
      id={PLAYER_ID}
      tabIndex={-1}
      square
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', borderTop: 1, borderColor: 'divider', pb: 'env(safe-area-inset-bottom)' }}
    >
      {children}
    </Paper>
  );
}
