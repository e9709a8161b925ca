import { useId, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useMainDialogFullScreen } from '@/hooks/common/use-main-dialog-full-screen';

interface AuthDialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The frame every auth dialog shares: full screen below 900 px, which also covers every screen of 600 px or
 * less (see docs/product.md, Themes and layout). Its content unmounts when it closes, so a reopened dialog
 * starts empty.
 */
export function AuthDialogFrame({ open, onClose, title, children }: AuthDialogFrameProps) {
  const fullScreen = useMainDialogFullScreen();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7, fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>{children}</DialogContent>
    </Dialog>
  );
}
