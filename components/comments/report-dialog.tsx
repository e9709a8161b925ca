import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export const REPORT_REASONS = ['Spam or advertising', 'Harassment or hate', 'Off topic', 'Something else'] as const;

/** Why a comment is reported, asked before the report is sent. */
export function ReportDialog({ open, onClose, onReport }: { open: boolean; onClose: () => void; onReport: (reason: string) => void }) {
  const [reason, setReason] = useState<string>(REPORT_REASONS[0]);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="report-comment-title" maxWidth="xs" fullWidth>
      <DialogTitle id="report-comment-title">Report this comment</DialogTitle>
      <DialogContent>
        <RadioGroup aria-label="Reason" value={reason} onChange={(event) => setReason(event.target.value)}>
          {REPORT_REASONS.map((r) => (
            <FormControlLabel key={r} value={r} control={<Radio />} label={r} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button onClick={() => onReport(reason)} variant="contained">
          Report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
