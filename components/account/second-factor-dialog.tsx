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
import { secondFactorErrorMessage, useSecondFactorCode } from '@/hooks/account/use-second-factor';
import type { SecondFactorReason } from '@/lib/second-factor';
import { useAppStore } from '@/store';
import type { SecondFactorPrompt } from '@/store/second-factor-slice';
import { CodeField, useCodeForm } from './code-field';

// The code dialog of a team member's session: a call the server refused for want of a two-factor code (a console call
// from a session begun with the password alone, an act that wants a recent code, a team account's change of email,
// phone or codes) waits here while a code goes to the member's two-factor channel and is typed back; then the call
// runs again (see docs/product.md, The console, and docs/product.md, Account settings). Each screen that may be refused so mounts one,
// with its own words for why.

export const SECOND_FACTOR_TITLE = 'Enter a two-factor code';
const SENDING_CODE_MESSAGE = 'Sending a code…';

/** Why the code is asked for, in the words of the screen that asks: one sentence per reason the server gives. */
export type SecondFactorIntros = Record<SecondFactorReason, string>;

/** The code step of one asking: a code goes out as it opens, another on Resend code, and Confirm lets the calls go on. */
function SecondFactorForm({ prompt, intros, titleId }: { prompt: SecondFactorPrompt; intros: SecondFactorIntros; titleId: string }) {
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
  const failure = secondFactorErrorMessage(confirm.error) ?? secondFactorErrorMessage(send.error);
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle id={titleId}>{SECOND_FACTOR_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{intros[prompt.reason]}</DialogContentText>
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

/** Open while calls wait for a two-factor code; it keeps the last asking's words while it fades out. */
export function SecondFactorDialog({ intros }: { intros: SecondFactorIntros }) {
  const prompt = useAppStore((s) => s.secondFactorPrompt);
  const settle = useAppStore((s) => s.settleSecondFactor);
  const titleId = useId();
  const [shown, setShown] = useState(prompt);
  if (prompt && prompt.id !== shown?.id) setShown(prompt);
  return (
    <Dialog open={!!prompt} onClose={() => settle(false)} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      {shown && <SecondFactorForm key={shown.id} prompt={shown} intros={intros} titleId={titleId} />}
    </Dialog>
  );
}
