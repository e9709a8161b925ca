import { useState, useSyncExternalStore } from 'react';
import { PageLink } from '@/components/common/page-link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cardFailureOf, useSandboxAuthentication } from '@/hooks/payments/use-sandbox-payments';
import { threeDSecureMessage, type ThreeDSecureOutcome } from './three-d-secure-message';

export const SANDBOX_3DS_TITLE = 'Test bank: 3-D Secure';
export const SANDBOX_3DS_EXPLANATION =
  "This is the payments sandbox standing in for your bank. With a real card, your bank would ask you here (or in its app) to confirm that the payment is yours. It's a test: no money moves.";
export const COMPLETED_MESSAGE = 'Payment confirmed. Go back to your payment to finish it.';
const FRAMED_COMPLETED_MESSAGE = 'Payment confirmed.';

/** Tells the payment dialog framing this page how it went (only to this origin); false when the page was opened on its own. */
function tellParent(intentId: string, outcome: ThreeDSecureOutcome): boolean {
  if (window.parent === window) return false;
  window.parent.postMessage(threeDSecureMessage(intentId, outcome), window.location.origin);
  return true;
}

const noSubscription = () => () => undefined;

/** The sandbox's 3-D Secure page: Complete or Fail, answered to the sandbox, then told to the dialog that framed it. */
export function Sandbox3dsScreen({ intentId, clientSecret }: { intentId: string; clientSecret: string }) {
  const answer = useSandboxAuthentication();
  // The answers wait for the page's code: a click on the server's HTML before it hydrated would do nothing (a slow
  // network, or a service worker fetching the page's files), so until then the buttons say they cannot be pressed.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [shown, setShown] = useState<{ outcome: ThreeDSecureOutcome; framed: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const finish = (outcome: ThreeDSecureOutcome) => setShown({ outcome, framed: tellParent(intentId, outcome) });

  const respond = (outcome: 'complete' | 'fail') => {
    setProblem(null);
    answer.mutate(
      { intentId, clientSecret, outcome },
      {
        onSuccess: () => finish({ status: 'succeeded' }),
        onError: (error) => {
          const failure = cardFailureOf(error);
          // A failed check (402) ends this step; anything else (the network) can be answered again.
          if (!failure.code) return setProblem(failure.message);
          finish({ status: 'failed', message: failure.message, code: failure.code });
        },
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', px: 2, py: 3 }}>
      <Typography variant="overline" color="textSecondary" component="p">
        Payments sandbox
      </Typography>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1 }}>
        {SANDBOX_3DS_TITLE}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {SANDBOX_3DS_EXPLANATION}
      </Typography>
      {shown ? (
        <>
          <Alert severity={shown.outcome.status === 'succeeded' ? 'success' : 'error'}>
            {shown.outcome.status === 'succeeded' ? (shown.framed ? FRAMED_COMPLETED_MESSAGE : COMPLETED_MESSAGE) : shown.outcome.message}
          </Alert>
          {/* Framed, the payment dialog takes over; opened on its own, the page says so and leads back. */}
          {!shown.framed && (
            <Link component={PageLink} href="/" sx={{ display: 'inline-block', mt: 2 }}>
              Back to LMT Mixtapes
            </Link>
          )}
        </>
      ) : (
        <>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" loading={answer.isPending && answer.variables?.outcome === 'complete'} disabled={!hydrated || answer.isPending} onClick={() => respond('complete')}>
              Complete
            </Button>
            <Button variant="outlined" loading={answer.isPending && answer.variables?.outcome === 'fail'} disabled={!hydrated || answer.isPending} onClick={() => respond('fail')}>
              Fail
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
