import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ContactReceipt } from '@/lib/contracts/contact';

export const SENT_TITLE = 'Thank you, we received it';

/** The success state of the contact and DMCA forms: the reference to quote, also mailed to the sender. */
export function ContactSent({ receipt, email, onAnother }: { receipt: ContactReceipt; email: string; onAnother: () => void }) {
  return (
    <Alert severity="success" sx={{ my: 2 }} role="status">
      <AlertTitle>{SENT_TITLE}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Your reference is <strong data-testid="contact-reference">{receipt.reference}</strong>. We sent an acknowledgement to {email}; quote the
        reference if you write again.
      </Typography>
      <Button size="small" color="inherit" onClick={onAnother}>
        Send another
      </Button>
    </Alert>
  );
}
