import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CodeField, useCodeForm } from '@/components/auth/code-field';
import { consoleErrorMessage, useSecondFactorCode } from '@/hooks/use-console';
import { SECOND_FACTOR_FRESH_MINUTES, type SecondFactorReason } from '@/lib/second-factor';
import { useAppStore } from '@/store';
import type { SecondFactorPrompt } from '@/store/second-factor-slice';

// The console's code dialog: a call the server refused for want of a two-factor code (a session begun with the
// password alone, or an act that wants a recent code) waits here while a code goes to the member's two-factor channel
// and is typed back; then the call runs again (see docs/product.md, The console).

export const SECOND_FACTOR_TITLE = 'Enter a two-factor code';
export const SECOND_FACTOR_INTROS: Record<SecondFactorReason, string> = {
  session: 'You logged in without a two-factor code. The console needs one.',
  fresh: `This action needs a two-factor code from the last ${SECOND_FACTOR_FRESH_MINUTES} minutes.`,
};
const SENDING_CODE_MESSAGE = 'Sending a code…';

/** The code step of one asking: a code goes out as it opens, another on Resend code, and Confirm lets the calls go on. */
function SecondFactorForm({ prompt, titleId }: { prompt: SecondFactorPrompt; titleId: string }) {
  const settle = useAppStore((s) => s.settleSecondFactor);
  const { send, confirm } = useSecondFactorCode();
  const { form, complete } = useCodeForm();
  const { mutate: sendCode } = send;
  // Once per asking, even when React runs the effect twice: a second send within 30 s would be refused.
  const sentFor = useRef<number | null>(null);
  useEffect(() => {
    if (sentFor.current === prompt.id) return;
    sentFor.current = prompt.id;
    sendCode();
  }, [prompt.id, sendCode]);

  const submit = form.handleSubmit(({ code }) => confirm.mutate(code, { onSuccess: () => settle(true) }));
  const sent = send.isPending ? SENDING_CODE_MESSAGE : send.data?.message;
  const failure = consoleErrorMessage(confirm.error) ?? consoleErrorMessage(send.error);
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle id={titleId}>{SECOND_FACTOR_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{SECOND_FACTOR_INTROS[prompt.reason]}</DialogContentText>
        {sent && (
          <Typography variant="body2" color="textSecondary" role="status" sx={{ mt: 1 }}>
            {sent}
          </Typography>
        )}
        <CodeField control={form.control} />
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
        <Link
          component="button"
          type="button"
          variant="body2"
          disabled={send.isPending}
          onClick={() => {
            confirm.reset();
            sendCode();
          }}
          sx={{ display: 'block', mt: 1.5 }}
        >
          Resend code
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => settle(false)}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!complete} loading={confirm.isPending}>
          Confirm
        </Button>
      </DialogActions>
    </form>
  );
}

/** Open while console calls wait for a two-factor code; it keeps the last asking's words while it fades out. */
export function SecondFactorDialog() {
  const prompt = useAppStore((s) => s.secondFactorPrompt);
  const settle = useAppStore((s) => s.settleSecondFactor);
  const titleId = useId();
  const [shown, setShown] = useState(prompt);
  if (prompt && prompt.id !== shown?.id) setShown(prompt);
  return (
    <Dialog open={!!prompt} onClose={() => settle(false)} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {shown && <SecondFactorForm key={shown.id} prompt={shown} titleId={titleId} />}
    </Dialog>
  );
}
