import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';

/** The bar fixed to the bottom of the window that every form of the player sits in, named 'Player' for assistive tech. */
export function PlayerShell({ children }: { children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label="Player"
      square
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar', borderTop: 1, borderColor: 'divider', pb: 'env(safe-area-inset-bottom)' }}
    >
      {children}
    </Paper>
  );
}
