import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useAppStore } from '@/store';
import { useMainDialogFullScreen } from '@/hooks/common/use-main-dialog-full-screen';

export const AGE_QUESTION = 'Are you 18 or older?';
const AGE_EXPLANATION = 'This mixtape is marked explicit. We ask once and remember your answer on this device.';

/** The question asked before the first explicit mixtape plays (see docs/product.md, Age question). */
export function AgeQuestionDialog() {
  const open = useAppStore((s) => s.pendingExplicitPlay !== null);
  const answer = useAppStore((s) => s.answerAge);
  const dismiss = useAppStore((s) => s.dismissAgeQuestion);
  const fullScreen = useMainDialogFullScreen();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={dismiss} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {AGE_QUESTION}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">{AGE_EXPLANATION}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={() => answer(false)}>
          No
        </Button>
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
