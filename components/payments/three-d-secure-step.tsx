import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { readThreeDSecureMessage, type ThreeDSecureOutcome } from './three-d-secure-message';

export const THREE_D_SECURE_TITLE = 'Confirm with your bank';
export const THREE_D_SECURE_FRAME_TITLE = '3-D Secure check';
export const USE_ANOTHER_CARD = 'Use another card';
const FRAME_HEIGHT = 380;

/** The bank's page as a same-origin URL, or null: the sandbox's page is ours, and nothing else is framed here. */
function sameOrigin(url: string): string | null {
  try {
    const resolved = new URL(url, window.location.href);
    return resolved.origin === window.location.origin ? resolved.href : null;
  } catch {
    return null;
  }
}

interface ThreeDSecureStepProps {
  url: string;
  intentId: string;
  onFinished: (outcome: ThreeDSecureOutcome) => void;
  onCancel: () => void;
}

/**
 * The 3-D Secure step of the sandbox, in the payment's own dialog as Stripe shows its bank frame: the sandbox's
 * page in a frame, which says by postMessage how the person answered. The dialog then asks the server, not the
 * frame, whether the payment went through.
 */
export function ThreeDSecureStep({ url, intentId, onFinished, onCancel }: ThreeDSecureStepProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const src = sameOrigin(url);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const outcome = readThreeDSecureMessage(event.data, intentId);
      if (outcome) finished.current(outcome);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [intentId]);

  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {THREE_D_SECURE_TITLE}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        Your bank asks you to confirm this payment (3-D Secure). Answer it below; nothing is charged until you do.
      </Typography>
      {src ? (
        <Box sx={{ position: 'relative', height: FRAME_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' }}>
          {!loaded && <CircularProgress aria-label="Loading your bank's check" sx={{ position: 'absolute', top: '45%', left: 'calc(50% - 20px)' }} />}
          <iframe ref={frame} src={src} title={THREE_D_SECURE_FRAME_TITLE} onLoad={() => setLoaded(true)} style={{ display: 'block', width: '100%', height: '100%', border: 0 }} />
        </Box>
      ) : (
        <Typography role="alert" color="error">
          The bank&apos;s check could not be shown here. Use another card.
        </Typography>
      )}
      <Button onClick={onCancel} sx={{ mt: 1 }}>
        {USE_ANOTHER_CARD}
      </Button>
    </Box>
  );
}
