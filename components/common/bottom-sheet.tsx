import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';

interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  /** The sheet's own attributes: its role and its name. */
  paper: { id?: string; role: string; 'aria-label'?: string; 'aria-labelledby'?: string };
  /** More of the sheet's styles (its touch targets). */
  paperSx?: Record<string, unknown>;
  /** Once it has closed. */
  onExited?: () => void;
  /** The full-width button at its foot that closes it (Cancel, Done); none without. */
  closeLabel?: string;
  children: ReactNode;
}

/** A phone's sheet from the bottom of the screen, rounded at its top, clear of the home indicator. */
export function BottomSheet({ open, onClose, paper, paperSx, onExited, closeLabel, children }: BottomSheetProps) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      // A modal opened from anywhere, the full-screen queue dialog and the phone's full-screen player included: it
      // stacks at the modal level (as the wider screens' Menu does) and, opened last, above them; the drawer level
      // would put it underneath.
      sx={{ zIndex: 'modal' }}
      slotProps={{
        transition: { onExited },
        paper: { ...paper, sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, pb: 'env(safe-area-inset-bottom)', maxHeight: '85vh', ...paperSx } },
      }}
    >
      {children}
      {closeLabel && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Button fullWidth variant="outlined" color="inherit" onClick={onClose}>
            {closeLabel}
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
